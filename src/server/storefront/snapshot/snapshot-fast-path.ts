// The catalogue snapshot's answers without Hono (docs/decisions/026-catalogue-snapshot.md,
// "Fast path"). Turning a node request into a web Request and back, and the middleware chain,
// cost more than the snapshot's own work, so a plain GET the snapshot holds is answered here
// with the very bytes and headers the Hono path would send: requestId, requestLog,
// securityHeaders, compress (which leaves these answers alone), the open store's gate, then
// serveCatalogSnapshot. Anything else, or anything uncertain, goes to Hono untouched.
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { isLockedAt, type SiteLockSetting } from '../../../shared/site/site-lock.schema';
import type { Logger } from '../../logger';
import type { SiteLockReader } from '../../site/site-lock.service';
import type { CatalogSnapshotStore } from './catalog-snapshot';
import type { CatalogSnapshot } from './snapshot-bodies';
import { mayBeSnapshotPage, PAGE_CACHE_CONTROL } from './catalog-snapshot.middleware';
import {
  bytesIn,
  chooseCoding,
  notModified,
  tagOf,
  type Coding,
  type EncodedBody,
} from './encoded-body';

export type RequestListener = (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) => void | Promise<void>;

export interface FastPathDeps {
  catalog: CatalogSnapshotStore;
  /** The gate's own cached reader. */
  siteLock: SiteLockReader;
  clock: () => Date;
  /** The app's logger: requestLog's line, at its level. */
  logger: Logger;
  /** What securityHeaders() adds to every answer (securityHeaderValues). */
  securityHeaders: Promise<Record<string, string>>;
}

/** compress() deflates or gzips identity bodies of this size or more when asked to. */
const COMPRESS_THRESHOLD = 1024;
/** Host headers @hono/node-server takes without checking further (its reValidHost). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
/** Shared by every request without a query (the snapshot only reads it). */
const NO_QUERY = new URLSearchParams();
/** hono/request-id: a client's X-Request-Id is kept when short and plain. */
const PLAIN_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The path and query of a request Hono would read the same way, or null: no percent-encoding
 * (Hono decodes it), backslash, fragment or dot segment (the URL parser rewrites those).
 */
function plainTarget(url: string | undefined): { path: string; query: string } | null {
  if (!url || url.charCodeAt(0) !== 47) return null;
  if (/[%\\#]|\/\./.test(url)) return null;
  const mark = url.indexOf('?');
  return mark === -1
    ? { path: url, query: '' }
    : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

const hasBody = (incoming: IncomingMessage) => {
  const length = incoming.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || incoming.headers['transfer-encoding'] !== undefined
  );
};

/**
 * A request listener that answers snapshot hits itself and hands everything else (other
 * methods, bodies, upgrades, a locked store, /admin, anything not in the snapshot) to
 * `fallback`, the Hono app's listener.
 */
export function createStoreRequestListener(
  fallback: RequestListener,
  deps: FastPathDeps,
): RequestListener {
  const { catalog, siteLock, clock, logger } = deps;
  let security: Record<string, string> | null = null;
  deps.securityHeaders.then(
    (headers) => {
      security = headers;
    },
    (error: unknown) => logger.error({ err: error }, 'catalogue fast path off'),
  );
  /** Per body, its answers' headers, made on first use; X-Request-Id is set per request. */
  const headerSets = new WeakMap<EncodedBody, Map<string, OutgoingHttpHeaders>>();

  function headersFor(
    body: EncodedBody,
    coding: Coding,
    cacheControl: string,
    status: 200 | 304,
    base: Record<string, string>,
  ): OutgoingHttpHeaders {
    let sets = headerSets.get(body);
    if (!sets) {
      sets = new Map();
      headerSets.set(body, sets);
    }
    const key = `${status} ${coding} ${cacheControl}`;
    let headers = sets.get(key);
    if (!headers) {
      headers = {
        ...base,
        'cache-control': cacheControl,
        etag: tagOf(body, coding),
        vary: 'Accept-Encoding',
      };
      if (status === 200) {
        headers['content-type'] = body.contentType;
        headers['content-length'] = String(bytesIn(body, coding).length);
        if (coding !== 'identity') headers['content-encoding'] = coding;
      }
      sets.set(key, headers);
    }
    return headers;
  }

  /** The setting the reader's current promise holds, once it has settled. */
  let lock: { read: Promise<SiteLockSetting>; setting: SiteLockSetting | null } | null = null;
  /** The gate's setting: at once when the reader's answer is in, else once it is. */
  function lockSetting(): SiteLockSetting | Promise<SiteLockSetting> {
    const read = siteLock.get();
    if (lock?.read === read && lock.setting !== null) return lock.setting;
    if (lock?.read !== read) {
      const held: { read: Promise<SiteLockSetting>; setting: SiteLockSetting | null } = {
        read,
        setting: null,
      };
      lock = held;
      read.then(
        (setting) => {
          held.setting = setting;
        },
        () => {},
      );
    }
    return read;
  }

  type Found = { body: EncodedBody; cacheControl: string } | null;

  function fromSnapshot(
    snapshot: CatalogSnapshot,
    target: { path: string; query: string },
  ): Found | Promise<Found> {
    const { path, query } = target;
    if (path.startsWith('/api/')) {
      const read = snapshot.lookup(path, query ? new URLSearchParams(query) : NO_QUERY);
      return read ? { body: read.body, cacheControl: read.cacheControl } : null;
    }
    return catalog
      .page(new URL(query ? `${path}?${query}` : path, 'http://store'))
      .then((page) => page && { body: page, cacheControl: PAGE_CACHE_CONTROL });
  }

  function whenOpen(
    setting: SiteLockSetting,
    target: { path: string; query: string },
  ): Found | Promise<Found> {
    // Locked: the gate decides who gets what.
    if (isLockedAt(setting, clock())) return null;
    const snapshot = catalog.peek();
    if (snapshot) return fromSnapshot(snapshot, target);
    return catalog.get().then((made) => fromSnapshot(made, target));
  }

  /** The snapshot's body for this target (now, or once read), or null when Hono answers. */
  function lookup(target: { path: string; query: string }): Found | Promise<Found> {
    const { path } = target;
    const isApi = path.startsWith('/api/');
    if (isApi ? path.startsWith('/api/admin') : !mayBeSnapshotPage(path)) return null;
    const setting = lockSetting();
    if (setting instanceof Promise) return setting.then((read) => whenOpen(read, target));
    return whenOpen(setting, target);
  }

  /** Whether Hono must answer: anything but a plain GET, or a target the snapshot misses. */
  function target(incoming: IncomingMessage) {
    if (security === null || incoming.method !== 'GET' || hasBody(incoming)) return null;
    if (!PLAIN_HOST.test(incoming.headers.host ?? '')) return null;
    return plainTarget(incoming.url);
  }

  /** Sends `found`, or returns false when Hono must answer after all. */
  function send(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    path: string,
    found: NonNullable<Found>,
    started: number,
  ): boolean {
    const { body, cacheControl } = found;
    const acceptEncoding = incoming.headers['accept-encoding'];
    const coding = chooseCoding(body, acceptEncoding);
    const status = notModified(body, incoming.headers['if-none-match']) ? 304 : 200;
    // compress() would deflate (or gzip) this one: Hono answers it.
    if (status === 200 && coding === 'identity' && acceptEncoding) {
      if (body.identity.length >= COMPRESS_THRESHOLD) return false;
    }
    const asked = incoming.headers['x-request-id'];
    const requestId =
      typeof asked === 'string' && PLAIN_REQUEST_ID.test(asked) ? asked : randomUUID();
    // writeHead copies the headers into the response's head before it returns (no header was
    // set on this response before), so one object per body and coding serves every request.
    const headers = headersFor(body, coding, cacheControl, status, security!);
    headers['x-request-id'] = requestId;
    outgoing.writeHead(status, headers);
    outgoing.end(status === 304 ? undefined : bytesIn(body, coding));
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { requestId, method: 'GET', path, status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
    return true;
  }

  return (incoming, outgoing) => {
    const started = performance.now();
    const wanted = target(incoming);
    const found = wanted && lookup(wanted);
    if (!found) return fallback(incoming, outgoing);
    if (!(found instanceof Promise)) {
      if (send(incoming, outgoing, wanted.path, found, started)) return;
      return fallback(incoming, outgoing);
    }
    return found.then(
      (page) => {
        if (page && send(incoming, outgoing, wanted.path, page, started)) return;
        return fallback(incoming, outgoing);
      },
      // The snapshot could not be made: the middleware logs it and the routes answer.
      () => fallback(incoming, outgoing),
    );
  };
}

/**
 * For `serve({ createServer })` of @hono/node-server: its server, with the fast path in front
 * of the listener it makes (WebSocket upgrades stay with it).
 */
export function withFastPath(deps: FastPathDeps): typeof createServer {
  return ((options: ServerOptions, fallback: RequestListener) =>
    createServer(options, createStoreRequestListener(fallback, deps))) as typeof createServer;
}
