// A slow mail server for `npm run test:chaos` (smtp-server, on 127.0.0.1): it accepts one
// message at a time, each after `delayMs`, so a batch of mails the store sends side by side is
// still going out when the store is killed. It counts what it accepted, by recipient and subject.
import smtpServer from 'smtp-server';

const { SMTPServer } = smtpServer;

/** The Subject header of a raw message (folded lines joined). */
function subjectOf(raw) {
  const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = header.split(/\r?\n/).find((candidate) => /^subject:/i.test(candidate));
  return line ? line.slice(line.indexOf(':') + 1).trim() : '';
}

/**
 * `onAccepted(count)` runs as each message is accepted (after its 250 reply is written), with
 * how many were accepted so far.
 */
export function createMailSink({ delayMs, onAccepted = () => {} }) {
  /** `recipient subject`, one per message accepted, oldest first. */
  const accepted = [];
  /** Sessions whose client went away: a message they were waiting on is not accepted. */
  const closed = new Set();
  let turn = Promise.resolve();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const subject = subjectOf(Buffer.concat(chunks).toString('utf8'));
        const recipients = session.envelope.rcptTo.map((address) => address.address).join(',');
        // One at a time, each taking delayMs: a slow mail server.
        turn = turn
          .then(() => new Promise((resolve) => setTimeout(resolve, delayMs)))
          .then(() => {
            // The sender died while this one waited its turn: it never heard the 250, so the
            // message was not delivered (it will be sent again).
            if (closed.has(session.id)) return;
            accepted.push(`${recipients} ${subject}`);
            callback();
            onAccepted(accepted.length);
          });
      });
    },
  });
  // The store is killed with connections open: their resets are expected, not the sink's end.
  server.on('error', () => {});
  return {
    accepted,
    listen: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
