// Copies the uploads of a one-machine store (DATA_DIR/uploads) into another files adapter,
// in practice the S3 bucket, under the same keys: every URL saved in the database stays
// valid (`/uploads/<key>` is served by every store). Run again, it copies only what is
// missing or differs in size, so it can run while the store still takes uploads and once
// more after it stops.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeForKey, isSafeFileKey, type FileStore } from './files';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Files the store never serves (temp files of an interrupted write, stray files): left alone. */
  ignored: string[];
  failed: { key: string; error: string }[];
}

export interface MigrateOptions {
  sourceDir: string;
  target: FileStore;
  /** One line of progress. */
  log: (line: string) => void;
  /** Files copied at once. */
  concurrency?: number;
}

/** Every file under `dir`, as keys relative to it with `/` separators, sorted. */
async function listKeys(dir: string, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) keys.push(...(await listKeys(path.join(dir, entry.name), key + '/')));
    else keys.push(key);
  }
  return keys.sort();
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function migrateUploads(options: MigrateOptions): Promise<MigrationReport> {
  const { sourceDir, target, log } = options;
  const report: MigrationReport = { copied: 0, skipped: 0, ignored: [], failed: [] };
  const keys: string[] = [];
  for (const key of await listKeys(sourceDir)) {
    if (isSafeFileKey(key) && contentTypeForKey(key) !== null) keys.push(key);
    else report.ignored.push(key);
  }
  log(`${keys.length} file${keys.length === 1 ? '' : 's'} to copy from ${sourceDir}`);

  let done = 0;
  async function copy(key: string): Promise<void> {
    const file = path.join(sourceDir, ...key.split('/'));
    try {
      const { size } = await fs.stat(file);
      const existing = await target.stat(key);
      if (existing?.size === size) {
        report.skipped++;
        done++;
        // A second run copies little: show it is still going.
        if (done % 100 === 0) log(`[${done}/${keys.length}] checked`);
        return;
      }
      await target.put(key, createReadStream(file), contentTypeForKey(key)!);
      report.copied++;
      log(`[${++done}/${keys.length}] copied ${key} (${formatBytes(size)})`);
    } catch (error) {
      report.failed.push({ key, error: describeError(error) });
      log(`[${++done}/${keys.length}] FAILED ${key}: ${describeError(error)}`);
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copy(keys[next++]!);
  };
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 4, keys.length) }, worker),
  );
  return report;
}

/** The closing lines: what was done, and what was not. */
export function summarize(report: MigrationReport): string[] {
  const lines = [
    `${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed.`,
  ];
  if (report.ignored.length > 0) {
    lines.push(
      `Left alone (not files the store serves): ${report.ignored.length}: ${report.ignored.join(', ')}`,
    );
  }
  for (const { key, error } of report.failed) lines.push(`Not copied: ${key}: ${error}`);
  if (report.failed.length > 0) lines.push('Run the command again to retry the failed files.');
  return lines;
}
