// The storefront's toasts, without sonner in the first download: sonner (about 10 kB gzip) is
// fetched on the first toast, and its Toaster mounts then. Sonner keeps toasts in its module and
// shows them to the Toaster that mounts next, so a toast asked for before it arrives still shows.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type Message = Parameters<Sonner['toast']['success']>[0];
type Show = (message: Message, options?: ExternalToast) => void;

const show =
  (kind: 'success' | 'error' | 'info' | 'message'): Show =>
  (message, options) =>
    void loadSonner().then(({ toast }) => toast[kind](message, options));

/** `toast.success('Added to cart')`: sonner's calls the store uses, fetched on first use. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  /** A plain toast, as sonner's `toast(message)`. */
  message: show('message'),
  /** Takes a toast (or all of them) away; before the first toast there is none to take. */
  dismiss(id?: string | number) {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss(id));
  },
};

const LazyToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Sonner's Toaster, mounted once the first toast is asked for. */
export function Toaster(props: ToasterProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
