// A real S3-compatible server for tests (s3rver, on 127.0.0.1 at a random port, files in a
// temporary folder): the files adapter, the upload routes and `files:migrate` run against it
// as they would against a bucket, with no service to install.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../server/platform/s3-files';

/** s3rver's fixed credentials (it checks request signatures against them). */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The bucket created at start. */
  bucket: string;
  /** config.s3 for the bucket, served through the store (no public URL). */
  settings: S3Settings;
  /** The bucket's own URL, path style: anyone may GET its objects, as behind a CDN. */
  publicUrl: string;
  /** The S3_* variables for a store process (S3_PUBLIC_URL unset: add it to serve from the bucket). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3TestServer(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'store-uploads';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3-test-server-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    publicUrl: undefined,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    settings,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
