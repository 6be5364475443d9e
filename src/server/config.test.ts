import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { generateVapidKeys } from './secrets';

describe('configuration', () => {
  it('needs nothing: port 3000, ./data, embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      s3: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OWNER_EMAIL: '' })).toMatchObject({
      databaseUrl: undefined,
      ownerEmail: undefined,
    });
  });

  it('keeps finished jobs and kept mail 30 days unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ jobsRetentionDays: 30, mailRetentionDays: 30 });
    expect(loadConfig({ JOBS_RETENTION_DAYS: '', MAIL_RETENTION_DAYS: ' ' })).toMatchObject({
      jobsRetentionDays: 30,
      mailRetentionDays: 30,
    });
    expect(loadConfig({ JOBS_RETENTION_DAYS: '7', MAIL_RETENTION_DAYS: '90' })).toMatchObject({
      jobsRetentionDays: 7,
      mailRetentionDays: 90,
    });
  });

  it('keeps the owner address lower-cased', () => {
    expect(loadConfig({ OWNER_EMAIL: 'Owner@Example.COM' }).ownerEmail).toBe('owner@example.com');
  });

  it.each([
    ['PORT', 'abc', /^Invalid configuration: PORT /],
    ['PORT', '70000', /^Invalid configuration: PORT /],
    [
      'DATABASE_URL',
      'mysql://x',
      /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:\/\//,
    ],
    [
      'OWNER_EMAIL',
      'not-an-email',
      /^Invalid configuration: OWNER_EMAIL must be an e-mail address/,
    ],
    ['SMTP_URL', 'mail.example.com', /^Invalid configuration: SMTP_URL /],
    ['JOBS_RETENTION_DAYS', '0', /^Invalid configuration: JOBS_RETENTION_DAYS must be at least 1/],
    ['MAIL_RETENTION_DAYS', '7.5', /^Invalid configuration: MAIL_RETENTION_DAYS must be a whole/],
    ['MAIL_RETENTION_DAYS', 'soon', /^Invalid configuration: MAIL_RETENTION_DAYS /],
    [
      'STRIPE_SECRET_KEY',
      'pk_test_123',
      /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_test_/,
    ],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes Web Push keys from the environment only as a pair', () => {
    const keys = generateVapidKeys();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid,
    ).toEqual(keys);
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      'Invalid configuration: VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set',
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be a base64url P-256 public key/);
  });

  it('takes the S3 settings when S3_BUCKET is set, and its keys only as a pair', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    );
  });
});
