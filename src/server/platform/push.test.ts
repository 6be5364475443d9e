// The Web Push sender against a local stand-in push service: the message must decrypt with
// the browser's keys, the VAPID header must verify with the store's public key, and the push
// service's answers must map to sent / gone / try again.
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../secrets';
import { createWebPushSender, PushSendError, vapidSubject } from './push';
import { startPushTestServer, type PushTestServer } from '../../test-support/push-test-server';

const vapid = generateVapidKeys();
const sender = createWebPushSender({ vapid, subject: 'mailto:owner@example.com' });
let service: PushTestServer;

beforeAll(async () => {
  service = await startPushTestServer();
});
afterAll(() => service.close());

/** Checks an ES256 JWT against a raw (uncompressed point) P-256 public key. */
function verifyJwt(token: string, rawPublicKey: string): Record<string, unknown> {
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(rawPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid, 'the VAPID signature verifies').toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Web Push sender', () => {
  it('sends a message only the subscribed browser can read, signed with the VAPID key', async () => {
    const device = service.device('reader');
    const outcome = await sender.send(device.subscription, '{"title":"New Order: CTK-48213"}', {
      ttlSeconds: 3600,
      topic: 'order48213',
    });

    expect(outcome).toBe('sent');
    const push = service.received.find((received) => received.path === '/push/reader');
    expect(push?.payload).toBe('{"title":"New Order: CTK-48213"}');
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      topic: 'order48213',
    });
    const [, token, publicKey] =
      /^vapid t=([^,]+), k=(.+)$/.exec(push?.headers.authorization ?? '') ?? [];
    expect(publicKey).toBe(vapid.publicKey);
    const claims = verifyJwt(token!, vapid.publicKey);
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:owner@example.com' });
  });

  it.each([404, 410])('reports a subscription answered %i as gone', async (status) => {
    const device = service.device(`gone-${status}`);
    service.answer(device, status);
    expect(await sender.send(device.subscription, 'hello', { ttlSeconds: 60 })).toBe('gone');
  });

  it('fails, to be tried again, when the push service errs or cannot be reached', async () => {
    const device = service.device('busy');
    service.answer(device, 503);
    await expect(sender.send(device.subscription, 'hello', { ttlSeconds: 60 })).rejects.toEqual(
      expect.objectContaining({ name: 'PushSendError', status: 503 }),
    );

    const unreachable = {
      ...device.subscription,
      endpoint: 'http://127.0.0.1:9/push/nobody',
    };
    await expect(sender.send(unreachable, 'hello', { ttlSeconds: 60 })).rejects.toBeInstanceOf(
      PushSendError,
    );
  });

  it('signs as the owner, else as the store’s https address', () => {
    expect(vapidSubject('owner@example.com', 'http://localhost:3000')).toBe(
      'mailto:owner@example.com',
    );
    expect(vapidSubject(undefined, 'https://shop.example.com')).toBe('https://shop.example.com');
  });
});
