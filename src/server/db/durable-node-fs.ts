// PGlite on a data directory, with commits that reach the disk (docs/decisions/016).
//
// Out of the box nothing PGlite writes through NodeFS is ever synced: PGlite starts Postgres
// with `-F` (fsync off), Emscripten's NODEFS has no fsync operation (its `fd_sync` answers
// success without calling the host) and its fdatasync is an empty stub. So Postgres runs with
// fsync on and `wal_sync_method=fsync` (the one method that reaches `fd_sync`), and NODEFS is
// given the fsync it lacks. Reported upstream: electric-sql/pglite#1107.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitResult = Awaited<ReturnType<NodeFS['init']>>;
type PreRun = NonNullable<InitResult['emscriptenOpts']['preRun']>[number];

/** The parts of Emscripten's NODEFS this file touches (not in PGlite's types). */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}
interface NodeFsStream {
  /** The host descriptor; NODEFS opens one for regular files only. */
  nfd?: number;
  node: unknown;
}

/** PGlite's own start parameters, minus `-F`, plus the durable settings. */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

function fsyncPath(entry: string): void {
  const fd = fs.openSync(entry, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncHostFile(nodefs: NodeFsInternals, stream: NodeFsStream): number {
  nodefs.tryFSOperation(() => {
    if (stream.nfd !== undefined) {
      fs.fsyncSync(stream.nfd);
      return;
    }
    // A directory (Postgres syncs one after creating or renaming a file in it).
    fsyncPath(nodefs.realPath(stream.node));
  });
  return 0;
}

/**
 * Syncs every file and directory under `dir`. A new data directory is unpacked from PGlite's
 * initdb image without a sync, and Postgres's crash recovery starts from that image's
 * checkpoint, so it has to be on the disk before the first commit counts.
 */
export function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync: PreRun = (mod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => syncHostFile(nodefs, stream);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}

/** Options for PGlite on `dataDir` whose acknowledged commits survive a power loss. */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: DURABLE_START_PARAMS,
    relaxedDurability: false,
  };
}
