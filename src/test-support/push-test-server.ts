// Test helper: a local HTTP server standing in for a browser's push service. It records every
// push it receives, decrypts it with the key pair of a fake browser subscription (RFC 8291,
// aes128gcm), and answers with the status a test chooses, e.g. 410 for a subscription the
// push service has dropped. The real sender talks to it; nothing of ours is faked.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushTarget } from '../server/platform/push';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted message, or null when it could not be decrypted. */
  payload: string | null;
}

/** A subscription as a browser would make it, with the private half kept for decrypting. */
export interface FakeDevice {
  subscription: PushTarget;
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushTestServer {
  readonly origin: string;
  readonly received: ReceivedPush[];
  /** A new subscription whose endpoint is on this server. */
  device(name: string): FakeDevice;
  /** The status to answer pushes to this device with (default 201). */
  answer(device: FakeDevice, status: number): void;
  close(): Promise<void>;
}

/** RFC 8291 section 3 and RFC 8188: one record, keyed from the device's ECDH key and auth secret. */
export function decryptPush(body: Buffer, device: FakeDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushTestServer(): Promise<PushTestServer> {
  const devices = new Map<string, FakeDevice>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const device = devices.get(path);
      let payload: string | null = null;
      try {
        if (device) payload = decryptPush(Buffer.concat(chunks), device);
      } catch {
        payload = null;
      }
      received.push({ path, headers: request.headers, payload });
      response.writeHead(device ? (statuses.get(path) ?? 201) : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${name}`;
      const device: FakeDevice = {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    answer(device, status) {
      statuses.set(new URL(device.subscription.endpoint).pathname, status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
