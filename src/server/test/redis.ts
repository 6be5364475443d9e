// Redis for tests: the shared server at TEST_REDIS_URL (tests that need it run only when it is
// set, each under its own key prefix, since other runs use the same server), and a private
// redis-server child process for tests that stop and restart Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createLogger, type Logger } from '../logger';
import { connectRedis, type RedisLink } from '../platform/redis';

export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A key prefix no other test (or test run) uses. */
export function uniqueKeyPrefix(): string {
  return `test:${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under the prefix, so test runs leave the shared server as they found it. */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface TestRedisLink extends RedisLink {
  readonly keyPrefix: string;
  /** Cuts the connections and leaves the keys, as a copy of the store that died would. */
  cut(): Promise<void>;
}

/** A link under its own prefix (or the given one: two "copies"); closing it drops its keys. */
export async function connectTestRedis(
  options: { url?: string; keyPrefix?: string; logger?: Logger } = {},
): Promise<TestRedisLink> {
  const url = options.url ?? testRedisUrl;
  if (!url) throw new Error('connectTestRedis needs TEST_REDIS_URL');
  const keyPrefix = options.keyPrefix ?? uniqueKeyPrefix();
  const link = await connectRedis({
    url,
    keyPrefix,
    logger: options.logger ?? createLogger('silent'),
  });
  return {
    ...link,
    keyPrefix,
    cut: () => link.close(),
    async close() {
      await link.close();
      await dropKeys(url, keyPrefix);
    },
  };
}

export const REDIS_SERVER_BINARY = '/usr/bin/redis-server';
export const redisServerAvailable = fs.existsSync(REDIS_SERVER_BINARY);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RedisServerProcess {
  url: string;
  /** Starts the server (again) on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills the server at once, as a crash or a lost machine would. */
  stop(): Promise<void>;
}

/** A private, memory-only redis-server on a free port, started by the test. */
export async function redisServerProcess(): Promise<RedisServerProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    start() {
      const started = spawn(
        REDIS_SERVER_BINARY,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      return new Promise((resolve, reject) => {
        let output = '';
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) =>
          reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)),
        );
      });
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
