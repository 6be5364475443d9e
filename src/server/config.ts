// Configuration from the environment, parsed once at start-up. A bad value stops the
// process with one line naming the variable (see formatConfigError).
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((value) => value === undefined || protocols.test(value), {
    message: `must be a URL starting with ${hint}`,
  });

/** Whole days, 1 to 3650; unset or empty: 30. */
const retentionDays = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 (days)')
    .max(3650, 'must be at most 3650 (days)')
    .default(30),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  OWNER_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  OWNER_SETUP_CODE: optionalString.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Store <no-reply@localhost>'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis:// or rediss://'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  STRIPE_SECRET_KEY: optionalString.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_/.test(value),
    { message: 'must start with sk_test_, sk_live_, rk_test_ or rk_live_' },
  ),
  SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  VAPID_PUBLIC_KEY: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{87}$/.test(value),
    { message: 'must be a base64url P-256 public key (87 characters)' },
  ),
  VAPID_PRIVATE_KEY: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{43}$/.test(value),
    { message: 'must be a base64url P-256 private key (43 characters)' },
  ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  JOBS_RETENTION_DAYS: retentionDays,
  MAIL_RETENTION_DAYS: retentionDays,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  ownerEmail: string | undefined;
  /** A fixed owner setup code instead of a random one: for automated tests only. */
  ownerSetupCode: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  stripeSecretKey: string | undefined;
  sessionSecret: string | undefined;
  /** Web Push keys; unset: generated once into DATA_DIR/secrets.json. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Finished jobs (done, or failed for good) are deleted this many days after they finished. */
  jobsRetentionDays: number;
  /** Kept mails (/admin/mail) are deleted this many days after they were written. */
  mailRetentionDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got "${source[name] ?? ''}")`,
    );
  }
  const env = parsed.data;
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    const [missing, set] = env.VAPID_PUBLIC_KEY
      ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
      : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
    throw new ConfigError(`Invalid configuration: ${missing} is required when ${set} is set`);
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const [missing, set] = env.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    throw new ConfigError(`Invalid configuration: ${missing} is required when ${set} is set`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    ownerEmail: env.OWNER_EMAIL?.toLowerCase(),
    ownerSetupCode: env.OWNER_SETUP_CODE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    sessionSecret: env.SESSION_SECRET,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    jobsRetentionDays: env.JOBS_RETENTION_DAYS,
    mailRetentionDays: env.MAIL_RETENTION_DAYS,
  };
}
