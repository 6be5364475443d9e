// This browser's side of the owner's push alerts: the service worker at /sw.js and its push
// subscription, made with the store's VAPID key and saved on the server.
import { fetchVapidKey, removePushSubscription, savePushSubscription } from './queries';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The browser subscribes through its vendor's push service; when that cannot be reached
 * (a firewall, a browser build without one) the call can hang for minutes.
 */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** Spec admin §2 Push alerts: the button shows only where all three exist. */
export function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** A step that failed, carrying the toast the owner sees (spec admin §8 Push). */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export const PUSH_MESSAGES = {
  permissionDenied: 'Notification permission denied',
  setupFailed: 'Failed to set up notifications',
  saveFailed: 'Failed to save notification settings',
  enableFailed: 'Failed to enable notifications',
  disableFailed: 'Failed to disable notifications',
  enabled: "Push notifications enabled! You'll get alerts for new orders.",
  disabled: 'Push notifications disabled',
} as const;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * True when this browser may show notifications and is subscribed with the store's current
 * key (after the keys are replaced, an old subscription no longer gets anything).
 */
export async function isPushEnabled(): Promise<boolean> {
  if (Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  const key = base64UrlToBytes((await fetchVapidKey()).publicKey);
  return sameKey(subscription.options.applicationServerKey, key);
}

export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.permissionDenied);

  let subscription: PushSubscription;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    const key = base64UrlToBytes((await fetchVapidKey()).publicKey);
    let existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the store's keys were replaced) cannot be used.
    if (existing && !sameKey(existing.options.applicationServerKey, key)) {
      await removePushSubscription(existing.endpoint);
      await existing.unsubscribe();
      existing = null;
    }
    subscription =
      existing ??
      (await withTimeout(
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        SUBSCRIBE_TIMEOUT_MS,
      ));
  } catch (error) {
    console.error('Push setup failed:', error);
    throw new PushSetupError(PUSH_MESSAGES.setupFailed);
  }

  try {
    await savePushSubscription(subscription.toJSON());
  } catch (error) {
    console.error('Saving the push subscription failed:', error);
    throw new PushSetupError(PUSH_MESSAGES.saveFailed);
  }
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
