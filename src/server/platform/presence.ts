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

/** One process: the embedded default (DESIGN.md, Runtime adapters). */
export function createMemoryPresence(options: PresenceOptions): Presence {
  const entries = new Map<string, { entry: PresenceEntry; expiresAt: number }>();
  const listeners = new Set<() => void>();
  let announced = false;

  function announce() {
    if (announced) return;
    announced = true;
    // After the caller's await, as a Redis notification would arrive; one call for a burst.
    setImmediate(() => {
      announced = false;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          options.onListenerError(error);
        }
      }
    });
  }

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

  // Often enough that a lapsed entry is announced within a fraction of its lifetime.
  const sweeper = setInterval(() => sweep(), Math.max(50, Math.min(options.ttlMs / 4, 5_000)));
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
      return [...entries]
        .map(([id, { entry }]) => ({ id, ...entry }))
        .sort((a, b) => a.onlineAt.localeCompare(b.onlineAt) || a.id.localeCompare(b.id));
    },
    async subscribe(listener) {
      const entry = () => listener();
      listeners.add(entry);
      return async () => {
        listeners.delete(entry);
      };
    },
    async close() {
      clearInterval(sweeper);
      listeners.clear();
      entries.clear();
    },
  };
}
