// A real SMTP server for tests (smtp-server, on 127.0.0.1 at a random port): it keeps every
// message it accepts, can be told to refuse the next few (a busy or a refusing mail server), and
// can be stopped and started again on the same port (a mail server that is down for a while).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  /** The Subject header as sent (MIME encoded-words left as they are). */
  subject: string;
  /** Header fields, names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** Everything after the header block, transfer encoding not undone. */
  body: string;
  raw: string;
  /** The AUTH user name, when the client signed in. */
  user: string | undefined;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, ready for createMailer's smtpUrl. */
  url: string;
  port: number;
  /** Accepted messages, oldest first. */
  readonly messages: ReceivedMail[];
  /**
   * Refuse the next `count` messages with `code`: by default 451, a temporary error; a 5xx
   * refuses them for good. 0 accepts again.
   */
  rejectNext(count: number, code?: number): void;
  /**
   * Refuse every message to `address` with `code` until told otherwise (null): 452 is a full
   * mailbox, tried again later; a 5xx an address refused for good.
   */
  refuseRecipient(address: string, code: number | null): void;
  /** Stops listening, as a mail server that is down: connections are refused. */
  stop(): Promise<void>;
  /** Listens again on the same port, after stop(). */
  start(): Promise<void>;
  /** Resolves once at least `count` messages were accepted; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** When set, AUTH with other credentials is refused (signing in stays optional). */
  auth?: { user: string; pass: string };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Unfold: a line starting with white space continues the previous field (RFC 5322 2.2.3).
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export async function startSmtpTestServer(
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let rejectRemaining = 0;
  let rejectCode = 451;
  const refusedRecipients = new Map<string, number>();
  const waiters = new Set<() => void>();

  const createServer = () =>
    new SMTPServer({
      logger: false,
      authOptional: true,
      // Plain text only: no certificate to trust, and AUTH allowed without TLS on loopback.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      // Pooled clients keep connections open; don't wait the default 30 s for them on close().
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        const expected = options.auth;
        if (expected && (auth.username !== expected.user || auth.password !== expected.pass)) {
          callback(new Error('Invalid username or password'));
          return;
        }
        callback(null, { user: auth.username });
      },
      onRcptTo(address, _session, callback) {
        const code = refusedRecipients.get(address.address.toLowerCase());
        if (code === undefined) {
          callback();
          return;
        }
        const message = code >= 500 ? 'Mailbox unavailable' : 'Mailbox full, try again later';
        callback(Object.assign(new Error(message), { responseCode: code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          if (rejectRemaining > 0) {
            rejectRemaining--;
            const error = Object.assign(
              new Error(
                rejectCode >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later',
              ),
              { responseCode: rejectCode },
            );
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const split = raw.search(/\r?\n\r?\n/);
          const headerBlock = split === -1 ? raw : raw.slice(0, split);
          const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
          const headers = parseHeaders(headerBlock);
          const mailFrom = session.envelope.mailFrom;
          messages.push({
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            subject: headers.subject ?? '',
            headers,
            body,
            raw,
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          for (const notify of waiters) notify();
          callback();
        });
      },
    });

  async function listen(server: SMTPServer, port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
  }
  const closeServer = (server: SMTPServer) =>
    new Promise<void>((resolve) => server.close(() => resolve()));

  let server: SMTPServer | null = createServer();
  await listen(server, 0);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    rejectNext(count, code = 451) {
      rejectRemaining = count;
      rejectCode = code;
    },
    refuseRecipient(address, code) {
      if (code === null) refusedRecipients.delete(address.toLowerCase());
      else refusedRecipients.set(address.toLowerCase(), code);
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await closeServer(running);
    },
    async start() {
      if (server) return;
      server = createServer();
      await listen(server, port);
    },
    waitForMessages(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `Expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      const running = server;
      server = null;
      if (running) await closeServer(running);
    },
  };
}
