// The catalogue snapshot's life (docs/decisions/026-catalogue-snapshot.md): made on the first
// read, made again, one build at a time,
//   - at once after an admin write on this instance (the write's answer waits for it, so the
//     admin's next read shows the change), which then announces `catalog-changed` on the bus;
//   - shortly after another instance announces one;
//   - at the next start or end of a promotion (prices change then without any write), and on
//     the first read that finds the clock outside the snapshot's promotion window;
//   - a few seconds after new orders (best sellers), at most once per interval;
//   - at the latest every few minutes, for writes that bypass the admin API (jobs, commands).
import { randomUUID } from 'node:crypto';
import type { SearchResult } from '../../../shared/catalog/search.schema';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import type { Logger } from '../../logger';
import type { StorefrontRenderer } from '../storefront-renderer';
import type { Bus, Unsubscribe } from '../../platform/bus';
import { BoundedMap } from './bounded-map';
import { readCatalogData } from './catalog-data';
import { encodeBody, HTML_TYPE, type EncodedBody } from './encoded-body';
import { makeSnapshot, type CatalogSnapshot } from './snapshot-bodies';
import { storefrontPage, type RenderRoot } from './snapshot-pages';

/** After another instance's announcement: a burst of saves becomes one rebuild. */
const ANNOUNCED_CHANGE_DELAY_MS = 50;
/** Best sellers follow new orders within this; under a stream of orders, one rebuild per it. */
const NEW_ORDERS_DELAY_MS = 10_000;
/** After a write whose rebuild failed (the database busy, say): the next try. */
const MISSED_WRITE_RETRY_MS = 1_000;
/** After a rebuild that failed (the database unreachable, say): the next try, unless one is due sooner. */
const FAILED_BUILD_RETRY_MS = 30_000;
/** The longest a write that bypassed the admin API goes unseen. */
const MAX_AGE_MS = 5 * 60_000;
/** setTimeout's longest delay; a later promotion change is met by a rebuild on the way. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const SEARCH_CACHE_LIMIT = 1000;
/**
 * Rendered pages kept per snapshot. A server-rendered product page is about 40 kB with its gzip
 * and brotli copies; 300 of them is about 12 MB. Past it the oldest is rendered again when asked.
 */
const PAGE_CACHE_LIMIT = 300;

export interface CatalogSnapshotDeps {
  db: Db;
  clock: () => Date;
  bus: Bus;
  logger: Logger;
  publicUrl: string;
  /** The built index.html (its stylesheet inline), or null while the client is not built. */
  template: () => string | null;
  /** The storefront's server build, which renders a page's markup (decision 036). */
  renderer: StorefrontRenderer;
}

export interface CatalogSnapshotStore {
  /** The current snapshot, made first if there is none yet. */
  get(): Promise<CatalogSnapshot>;
  /** The snapshot held now if it is still current, without waiting; else null. */
  peek(): CatalogSnapshot | null;
  /** A page from the snapshot, or null when the usual renderer answers it. */
  page(url: URL): Promise<EncodedBody | null>;
  /** A search's results, made by `search` once per query and snapshot. */
  search(key: string, search: () => Promise<SearchResult>): Promise<SearchResult>;
  /** After a write on this instance: rebuilds, then tells every other instance. */
  changed(): Promise<void>;
  /**
   * False from a write whose rebuild failed until a rebuild begun after it succeeds: the
   * snapshot may then miss a price or a sold-out product, so checkout reads the database.
   */
  holdsEveryWrite(): boolean;
  /** Listens to the bus; resolves once subscribed. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createCatalogSnapshot(deps: CatalogSnapshotDeps): CatalogSnapshotStore {
  const { db, clock, bus, logger } = deps;
  const instanceId = randomUUID();
  let latest: {
    snapshot: CatalogSnapshot;
    pages: BoundedMap<string, Promise<EncodedBody>>;
  } | null = null;
  let generation = 0;
  const searches = new BoundedMap<string, SearchResult>(SEARCH_CACHE_LIMIT);
  let building: Promise<CatalogSnapshot> | null = null;
  let queued: Promise<CatalogSnapshot> | null = null;
  const timers = new Map<'soon' | 'promotion' | 'max-age', { at: number; timer: NodeJS.Timeout }>();
  const unsubscribes: Unsubscribe[] = [];
  let closed = false;
  /** Set (to a new token) when a write's rebuild failed; see holdsEveryWrite. */
  let missedWrite: object | null = null;

  /**
   * A page's markup from the server build; on a failure the page goes out without it (the browser
   * renders it, as before), and is kept like that for the snapshot's life.
   */
  const renderRoot: RenderRoot = async (input) => {
    const render = await deps.renderer();
    if (!render) return null;
    try {
      return await render(input);
    } catch (error) {
      logger.error({ err: error, path: input.path }, 'could not render a storefront page');
      return null;
    }
  };

  function setTimer(name: 'soon' | 'promotion' | 'max-age', delayMs: number, keepEarlier: boolean) {
    const at = Date.now() + delayMs;
    const current = timers.get(name);
    if (current && keepEarlier && current.at <= at) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(
      () => {
        timers.delete(name);
        rebuild().catch(() => {});
      },
      Math.min(Math.max(0, delayMs), LONGEST_TIMER_MS),
    );
    // A pending rebuild never keeps the process (or a test run) alive.
    timer.unref();
    timers.set(name, { at, timer });
  }

  async function build(): Promise<CatalogSnapshot> {
    const started = performance.now();
    const missedBefore = missedWrite;
    const data = await readCatalogData(db, clock());
    const snapshot = makeSnapshot(data);
    if (closed) return snapshot;
    // Begun after the write it missed: this one has it.
    if (missedWrite === missedBefore) missedWrite = null;
    latest = { snapshot, pages: new BoundedMap(PAGE_CACHE_LIMIT) };
    generation += 1;
    searches.clear();
    const { until } = data.promotionWindow;
    if (until) {
      // +1 ms: the rebuild must read the clock at or after the change, never just before it.
      const delay = until.getTime() - clock().getTime() + 1;
      setTimer('promotion', delay, false);
    } else {
      const pending = timers.get('promotion');
      if (pending) clearTimeout(pending.timer);
      timers.delete('promotion');
    }
    setTimer('max-age', MAX_AGE_MS, false);
    logger.debug(
      { ms: Math.round(performance.now() - started), products: data.productsById.size },
      'catalogue snapshot built',
    );
    return snapshot;
  }

  /** One build at a time; asked during one, a single further build follows it for everyone. */
  function rebuild(): Promise<CatalogSnapshot> {
    if (!building) {
      const run = build();
      building = run.finally(() => {
        building = null;
      });
      run.catch((error: unknown) => {
        // The snapshot held keeps serving; an outage is not a bug (db/pg-errors.ts).
        if (isDatabaseUnavailable(error)) {
          logger.warn(
            { err: error },
            'could not build the catalogue snapshot: database unavailable',
          );
        } else {
          logger.error({ err: error }, 'could not build the catalogue snapshot');
        }
        // The timer that asked for this build has fired: without another try, a snapshot
        // missing a change would wait for the next write to be made again.
        if (!closed) setTimer('max-age', FAILED_BUILD_RETRY_MS, true);
      });
      return building;
    }
    queued ??= building
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return rebuild();
      });
    return queued;
  }

  /** Whether the snapshot's active promotion is still the one running at the clock's time. */
  const current = (snapshot: CatalogSnapshot) => {
    const now = clock().getTime();
    const { since, until } = snapshot.data.promotionWindow;
    return (since === null || since.getTime() <= now) && (until === null || now < until.getTime());
  };

  /**
   * The timer rebuilds at a promotion's start or end; this check covers a timer not yet run
   * and a clock set back or forward (tests, a corrected system clock).
   */
  async function get(): Promise<CatalogSnapshot> {
    let snapshot = latest?.snapshot ?? (await (building ?? rebuild()));
    for (let tries = 0; !current(snapshot) && tries < 2; tries += 1) {
      try {
        snapshot = await rebuild();
      } catch (error) {
        // A promotion began or ended while the database is unreachable: the snapshot held
        // serves on until the retry that rebuild() scheduled succeeds (decision 042).
        if (isDatabaseUnavailable(error)) return snapshot;
        throw error;
      }
    }
    return snapshot;
  }

  return {
    get,
    peek() {
      const snapshot = latest?.snapshot;
      return snapshot && current(snapshot) ? snapshot : null;
    },
    async page(url) {
      const template = deps.template();
      if (template === null) return null;
      const snapshot = await get();
      const held =
        latest?.snapshot === snapshot
          ? latest
          : { snapshot, pages: new BoundedMap<string, Promise<EncodedBody>>(1) };
      const page = storefrontPage(held.snapshot, url, template, deps.publicUrl, renderRoot);
      if (!page) return null;
      return held.pages.getOrSet(page.key, () =>
        page.render().then((html) => encodeBody(html, HTML_TYPE)),
      );
    },
    async search(key, search) {
      const found = searches.get(key);
      if (found) return found;
      const asked = generation;
      const result = await search();
      // A result read before a rebuild may show the catalogue as it was: not kept.
      if (asked === generation) searches.set(key, result);
      return result;
    },
    holdsEveryWrite: () => missedWrite === null,
    async changed() {
      try {
        await rebuild();
      } catch {
        // Logged by rebuild; the write itself is saved. Until a rebuild shows it, checkout
        // prices from the database, and one is tried again shortly.
        missedWrite = {};
        setTimer('soon', MISSED_WRITE_RETRY_MS, true);
      }
      await bus
        .publish('catalog-changed', { at: clock().toISOString(), source: instanceId })
        .catch((error: unknown) =>
          logger.error({ err: error }, 'could not announce a catalogue change'),
        );
    },
    async start() {
      unsubscribes.push(
        await bus.subscribe('catalog-changed', (event) => {
          if (event.source !== instanceId) setTimer('soon', ANNOUNCED_CHANGE_DELAY_MS, true);
        }),
        await bus.subscribe('new-orders', () => setTimer('soon', NEW_ORDERS_DELAY_MS, true)),
      );
    },
    async close() {
      closed = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    },
  };
}
