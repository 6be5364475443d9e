// Who is on the storefront now (spec storefront §7 Realtime, channel "visitors"): one entry per
// open tab, keyed by its connection id. Entries lapse unless renewed (every heartbeat the tab
// answers renews its entry), so when an instance dies without closing its sockets, its
// visitors drop out on their own. The in-process store is the embedded default; the Redis one
// (REDIS_URL, the scale-out issue) joins the contract suite in presence.test.ts and lets every
// instance count the visitors of all of them.
import type { Unsubscribe } from './bus';

/** What a tab tracks (spec: {online_at, user_agent}) and the page it shows. */
export interface PresenceEntry {
  /** ISO 8601, when the tab joined. */
  onlineAt: string;
  userAgent: string;
  path: string;
}

export interface PresenceMember extends PresenceEntry {
  id: string;
}

export interface Presence {
  readonly kind: 'memory' | 'redis';
  /**
   * Adds the connection's entry, or replaces and renews it: it lapses `ttlMs` after the last
   * call. Announces a change only when the entry is new or different, so renewing an
   * unchanged entry (each heartbeat) costs the admins nothing.
   */
  track(connectionId: string, entry: PresenceEntry): Promise<void>;
  /** Removes the connection's entry now; announces a change if there was one. */
  leave(connectionId: string): Promise<void>;
  /** The live entries, the longest online first (ties by id). */
  list(): Promise<PresenceMember[]>;
  /**
   * `listener` runs shortly after each change (a join, a leave, a new path, a lapse), on any
   * instance; several changes may come as one call. Resolves once it is listening.
   */
  subscribe(listener: () => void): Promise<Unsubscribe>;
  /** Stops the lapse timer and the listeners; the entries are forgotten. */
  close(): Promise<void>;
}

export interface PresenceOptions {
  /** An entry not renewed for this long is gone. */
  ttlMs: number;
  /** A listener threw: reported here, never to the caller of track or leave. */
  onListenerError: (error: unknown) => void;
}

/** The listeners of one presence store: changes announced together reach them once. */
export function presenceListeners(onListenerError: (error: unknown) => void) {
  const listeners = new Set<() => void>();
  let announced = false;
  return {
    /** After the caller's await, as a Redis notification would arrive; one call for a burst. */
    announce() {
      if (announced) return;
      announced = true;
      setImmediate(() => {
        announced = false;
        for (const listener of [...listeners]) {
          try {
            listener();
          } catch (error) {
            onListenerError(error);
          }
        }
      });
    },
    /** Adds a listener (the same function twice counts twice); the result removes it. */
    add(listener: () => void): Unsubscribe {
      const entry = () => listener();
      listeners.add(entry);
      return async () => {
        listeners.delete(entry);
      };
    },
    clear() {
      listeners.clear();
    },
  };
}

/** How often lapsed entries are looked for: often enough to be seen within a part of the TTL. */
export const sweepIntervalMs = (ttlMs: number) => Math.max(50, Math.min(ttlMs / 4, 5_000));

/** The order of `list()`: the longest online first, ties by id. */
export const byLongestOnline = (a: PresenceMember, b: PresenceMember) =>
  a.onlineAt.localeCompare(b.onlineAt) || a.id.localeCompare(b.id);

/** One process: the embedded default (DESIGN.md, Runtime adapters). */
export function createMemoryPresence(options: PresenceOptions): Presence {
  const entries = new Map<string, { entry: PresenceEntry; expiresAt: number }>();
  const listeners = presenceListeners(options.onListenerError);
  const announce = listeners.announce;

  function sweep(now = Date.now()) {
    let lapsed = false;
    for (const [id, { expiresAt }] of entries) {
      if (expiresAt <= now) {
        entries.delete(id);
        lapsed = true;
      }
    }
    if (lapsed) announce();
  }

  const sweeper = setInterval(() => sweep(), sweepIntervalMs(options.ttlMs));
  sweeper.unref();

  return {
    kind: 'memory',
    async track(connectionId, entry) {
      const previous = entries.get(connectionId)?.entry;
      entries.set(connectionId, { entry: { ...entry }, expiresAt: Date.now() + options.ttlMs });
      const same =
        previous !== undefined &&
        previous.onlineAt === entry.onlineAt &&
        previous.userAgent === entry.userAgent &&
        previous.path === entry.path;
      if (!same) announce();
    },
    async leave(connectionId) {
      if (entries.delete(connectionId)) announce();
    },
    async list() {
      sweep();
      return [...entries].map(([id, { entry }]) => ({ id, ...entry })).sort(byLongestOnline);
    },
    async subscribe(listener) {
      return listeners.add(listener);
    },
    async close() {
      clearInterval(sweeper);
      listeners.clear();
      entries.clear();
    },
  };
}
