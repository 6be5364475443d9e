// Web Push (RFC 8030) signed with VAPID (RFC 8292). The web-push library encrypts the message
// for the browser (RFC 8291) and signs the VAPID header; the request itself goes out with
// fetch, which gives it our timeout and reaches any endpoint URL (the browsers' push
// services over https, a local stand-in over plain http in tests). web-push's own sender
// speaks https only.

import type { Secrets } from '../secrets';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessageOptions {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  /** Messages with one topic replace each other while waiting at the push service (max 32 base64url characters). */
  topic?: string;
}

/** `gone`: the push service no longer knows the subscription (404/410); delete it. */
export type PushOutcome = 'sent' | 'gone';

/** Any other answer, or no answer: worth trying again later. */
export class PushSendError extends Error {
  override name = 'PushSendError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface PushSender {
  /** The VAPID public key (base64url) the browser subscribes with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  vapid: Secrets['vapid'];
  /** Who runs this sender: a mailto: or https: URL, which push services may use to reach the owner. */
  subject: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };

  return {
    publicKey: options.vapid.publicKey,
    async send(target, payload, messageOptions) {
      // Loaded with the first alert, not at start.
      const { default: webPush } = await import('web-push');
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: messageOptions.ttlSeconds,
        ...(messageOptions.topic ? { topic: messageOptions.topic } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch sets the length of the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PushSendError(null, `Push service unreachable: ${(error as Error).message}`);
      }
      // The body is only read for the error message; drain it either way to free the socket.
      const text = await response.text().catch(() => '');
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      throw new PushSendError(
        response.status,
        `Push service answered ${response.status}: ${text.slice(0, 200)}`,
      );
    },
  };
}

/**
 * The VAPID subject: the owner's address when there is one, else the store's https address.
 * Push services only use it to contact whoever sends; Apple's refuses a localhost URL.
 */
export function vapidSubject(ownerEmail: string | undefined, publicUrl: string): string {
  if (ownerEmail) return `mailto:${ownerEmail}`;
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:owner@localhost';
}
