// Secrets that are not configured are generated once and kept, so sessions survive a restart
// without the owner having to invent a secret: in DATA_DIR for the embedded database, in the
// database itself on PostgreSQL, where several copies of the store must sign alike.
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './db/client';
import { siteSettings } from './db/schema/settings';

const SecretsFileSchema = z.object({
  sessionSecret: z.string().min(32),
  vapid: z.object({ publicKey: z.string(), privateKey: z.string() }),
});
export type Secrets = z.infer<typeof SecretsFileSchema>;

function base64Url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** A P-256 key pair in the raw encodings Web Push (VAPID) uses. */
export function generateVapidKeys(): Secrets['vapid'] {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const pub = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(pub.x ?? '', 'base64url');
  const y = Buffer.from(pub.y ?? '', 'base64url');
  return {
    publicKey: base64Url(Buffer.concat([Buffer.from([4]), x, y])),
    privateKey: jwk.d ?? '',
  };
}

function generateSecrets(): Secrets {
  return { sessionSecret: base64Url(randomBytes(32)), vapid: generateVapidKeys() };
}

function readSecretsFile(file: string): Secrets | null {
  if (!fs.existsSync(file)) return null;
  return SecretsFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = readSecretsFile(file);
  if (existing) return existing;
  const secrets = generateSecrets();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The site_settings row holding the generated secrets; `npm run seed:reset` keeps it. */
export const SHARED_SECRETS_KEY = 'generated_secrets';

/**
 * On PostgreSQL: the secrets every copy of the store uses. The first copy to start stores
 * them (those of an existing DATA_DIR/secrets.json, so a one-copy store moving up keeps its
 * sessions and push subscriptions, else new ones); every copy then reads the same row.
 */
export async function loadOrCreateSharedSecrets(db: Db, dataDir: string): Promise<Secrets> {
  const candidate = readSecretsFile(path.join(dataDir, 'secrets.json')) ?? generateSecrets();
  await db
    .insert(siteSettings)
    .values({ settingKey: SHARED_SECRETS_KEY, settingValue: candidate })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, SHARED_SECRETS_KEY));
  return SecretsFileSchema.parse(row?.value);
}
