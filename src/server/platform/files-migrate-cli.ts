// `npm run files:migrate`: copies DATA_DIR/uploads into the S3 bucket set by S3_BUCKET and
// the other S3_ variables. Rewrites nothing else; exits non-zero when a file was not copied.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openFileStore } from './file-store';
import { migrateUploads, summarize } from './files-migrate';
import { FileStoreUnavailableError } from './files';

try {
  const config = loadConfig();
  if (!config.s3) {
    throw new ConfigError(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, ... as needed) to the bucket to copy the uploads into.',
    );
  }
  const sourceDir = path.join(config.dataDir, 'uploads');
  if (!fs.existsSync(sourceDir)) {
    throw new ConfigError(`There is no ${sourceDir} to copy: check DATA_DIR.`);
  }
  const target = await openFileStore(config);
  console.log(`Copying ${sourceDir} into the S3 bucket "${config.s3.bucket}"...`);
  const report = await migrateUploads({ sourceDir, target, log: (line) => console.log(line) });
  for (const line of summarize(report)) console.log(line);
  process.exit(report.failed.length > 0 ? 1 : 0);
} catch (error) {
  if (error instanceof ConfigError || error instanceof FileStoreUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
