// Everything under DATA_DIR is the owner's alone: the database (customers' names, addresses
// and e-mails), uploads, generated secrets. Other accounts on the machine may not read it,
// and no one else may write it.
import fs from 'node:fs';
import path from 'node:path';

const GROUP_OR_OTHER = 0o077;

/**
 * New files and directories of this process are created owner-only (0600 / 0700), whoever
 * creates them: our code, PGlite's Postgres, sharp. Call before anything writes.
 */
export function restrictNewFiles(): void {
  process.umask(GROUP_OR_OTHER);
}

/**
 * Walks `root` and takes group and other permissions away wherever they are set: directories
 * become 0700, files 0600. Symbolic links are not followed. Returns how many entries changed.
 */
export function privatizeTree(root: string): number {
  let repaired = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch (error) {
      // Removed while we walked (a temp file of the database): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    const isDirectory = stat.isDirectory();
    if ((stat.mode & GROUP_OR_OTHER) !== 0) {
      fs.chmodSync(entry, isDirectory ? 0o700 : 0o600);
      repaired++;
    }
    if (isDirectory) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
  };
  visit(root);
  return repaired;
}
