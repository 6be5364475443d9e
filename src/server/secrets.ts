// Secrets that are not configured are generated once and kept in DATA_DIR, so sessions
// survive a restart without the owner having to invent a secret.
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    return SecretsFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  const secrets: Secrets = {
    sessionSecret: base64Url(randomBytes(32)),
    vapid: generateVapidKeys(),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
