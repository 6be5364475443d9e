// Live visitors counted across every copy of the store (REDIS_URL). Two keys hold them all:
// a sorted set of connection ids scored by when each entry lapses, and a hash of each entry's
// JSON. A tab's heartbeat renews its score; a copy that dies stops renewing, and its tabs
// lapse within the TTL on their own (docs/decisions/030). The times come from Redis's own
// clock (TIME in the scripts), so copies whose clocks disagree still agree on what lapsed.
// Every change (a join, a leave, a new page, a lapse) is announced on one channel, which each
// copy passes to its listeners; a lapse is found by whichever copy sweeps first.
import {
  byLongestOnline,
  presenceListeners,
  sweepIntervalMs,
  type Presence,
  type PresenceEntry,
  type PresenceMember,
  type PresenceOptions,
} from './presence';
import { redisScript, type RedisLink } from './redis';

const NOW = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/** KEYS: lapse times, entries. ARGV: id, entry JSON, TTL (ms), change channel. 1 if announced. */
const track = redisScript(`${NOW}
local lapsesAt = redis.call('ZSCORE', KEYS[1], ARGV[1])
local previous = redis.call('HGET', KEYS[2], ARGV[1])
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
if lapsesAt and tonumber(lapsesAt) > now and previous == ARGV[2] then return 0 end
redis.call('PUBLISH', ARGV[4], 'changed')
return 1`);

/** KEYS: lapse times, entries. ARGV: id, change channel. */
const leave = redisScript(`
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
if removed == 1 then redis.call('PUBLISH', ARGV[2], 'changed') end
return removed`);

/** KEYS: lapse times, entries. ARGV: change channel. Removes up to 1,000 lapsed entries. */
const sweep = redisScript(`${NOW}
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 1000)
if #lapsed == 0 then return 0 end
redis.call('ZREM', KEYS[1], unpack(lapsed))
redis.call('HDEL', KEYS[2], unpack(lapsed))
redis.call('PUBLISH', ARGV[1], 'changed')
return #lapsed`);

/** KEYS: lapse times, entries. The live entries as [id, JSON, id, JSON, ...]. */
const live = redisScript(`${NOW}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')
local result = {}
for _, id in ipairs(ids) do
  local entry = redis.call('HGET', KEYS[2], id)
  if entry then
    result[#result + 1] = id
    result[#result + 1] = entry
  end
end
return result`);

export function createRedisPresence(link: RedisLink, options: PresenceOptions): Presence {
  const keys = [link.key('presence:lapses'), link.key('presence:entries')];
  const changes = link.key('presence:changed');
  const listeners = presenceListeners(options.onListenerError);
  const listening = link.listen(changes, listeners.announce);

  const sweeper = setInterval(
    () => void link.run(() => sweep(link.client, keys, [changes]), 0),
    sweepIntervalMs(options.ttlMs),
  );
  sweeper.unref();

  return {
    kind: 'redis',
    async track(connectionId, entry) {
      // Always the same key order, so an unchanged entry is the same string.
      const json = JSON.stringify({
        onlineAt: entry.onlineAt,
        userAgent: entry.userAgent,
        path: entry.path,
      } satisfies PresenceEntry);
      await link.run(
        () => track(link.client, keys, [connectionId, json, options.ttlMs, changes]),
        0,
      );
    },
    async leave(connectionId) {
      await link.run(() => leave(link.client, keys, [connectionId, changes]), 0);
    },
    async list() {
      const flat = (await link.run(() => live(link.client, keys, []), [])) as string[];
      const members: PresenceMember[] = [];
      for (let i = 0; i < flat.length; i += 2) {
        members.push({ id: flat[i]!, ...(JSON.parse(flat[i + 1]!) as PresenceEntry) });
      }
      return members.sort(byLongestOnline);
    },
    async subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      await listening;
      return unsubscribe;
    },
    async close() {
      clearInterval(sweeper);
      listeners.clear();
      (await listening)();
    },
  };
}
