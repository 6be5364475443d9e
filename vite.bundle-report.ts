import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Logger, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export interface BundleReportOptions {
  /** Folder (relative to the Vite root) whose code must never load on the storefront's first paint. */
  adminDir: string;
  /** Where the JSON report goes, relative to the output directory. */
  reportFileName?: string;
}

interface JsFigures {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

export interface BundleReport {
  entry: string;
  initial: JsFigures;
  admin: JsFigures;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function measure(chunks: OutputChunk[]): JsFigures {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const chunk of chunks) {
    const code = Buffer.from(chunk.code);
    rawBytes += code.byteLength;
    gzipBytes += gzipSync(code).byteLength;
  }
  return { files: chunks.map((chunk) => chunk.fileName).sort(), gzipBytes, rawBytes };
}

/**
 * Reports what a shopper downloads before the storefront can render, and fails the build when
 * admin code leaks into it: the admin must only ever arrive through a lazy route.
 */
export function bundleReport(options: BundleReportOptions): Plugin {
  const reportFileName = options.reportFileName ?? '.vite/bundle-report.json';
  let adminPrefix = '';
  let logger: Logger | undefined;

  return {
    name: 'ctk:bundle-report',
    apply: 'build',
    configResolved(config) {
      adminPrefix = path.resolve(config.root, options.adminDir) + path.sep;
      logger = config.logger;
    },
    generateBundle(_outputOptions, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('bundle-report: the build has no entry chunk');

      // Static imports are fetched before the entry runs; dynamic imports wait for a route.
      const initial = new Map<string, OutputChunk>();
      const pending = [entry];
      for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
        if (initial.has(chunk.fileName)) continue;
        initial.set(chunk.fileName, chunk);
        for (const fileName of chunk.imports) {
          const imported = byFileName.get(fileName);
          if (imported) pending.push(imported);
        }
      }

      const isAdminModule = (id: string) => path.normalize(id).startsWith(adminPrefix);
      for (const chunk of initial.values()) {
        const leaked = chunk.moduleIds.filter(isAdminModule);
        if (leaked.length > 0) {
          const names = leaked.map((id) => path.relative(process.cwd(), id)).join(', ');
          return this.error(
            `bundle-report: admin code is in the storefront's initial JS (${chunk.fileName}): ${names}. ` +
              'Load it only through a lazy route.',
          );
        }
      }

      const adminChunks = chunks.filter((chunk) => chunk.moduleIds.some(isAdminModule));
      const report: BundleReport = {
        entry: entry.fileName,
        initial: measure([...initial.values()]),
        admin: measure(adminChunks),
      };

      const print = (line: string) => (logger ? logger.info(line) : console.log(line));
      print(
        `storefront initial JS for /: ${report.initial.files.length} files, ` +
          `${kB(report.initial.gzipBytes)} gzip (${kB(report.initial.rawBytes)} raw)`,
      );
      print(
        `admin JS (lazy): ${report.admin.files.length} files, ` +
          `${kB(report.admin.gzipBytes)} gzip (${kB(report.admin.rawBytes)} raw)`,
      );
      this.emitFile({
        type: 'asset',
        fileName: reportFileName,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
