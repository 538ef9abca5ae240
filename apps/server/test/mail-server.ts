import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { TEST_SMTP_PASSWORD, TEST_SMTP_USER, testSmtpUrl } from './mail-credentials';

/** A mail as it arrived at the test's SMTP server, parsed by mailparser. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface TestMailServer {
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The first mail to `to` (any case) that matches, waiting for it to arrive. */
  waitFor(
    to: string,
    matches?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Mails to `to` received so far. */
  to(address: string): ReceivedMail[];
  /**
   * The next `count` mails are refused: by default for the moment (451, "try again later"), as a
   * failing server does; with a 5xx code for good, as for a mailbox that does not exist (550).
   */
  refuseNext(count: number, responseCode?: number): void;
  /** How many deliveries were attempted (accepted or refused). */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests (the smtp-server package): it asks for the credentials in its
 * URL, parses what arrives with mailparser and keeps it for the test to read. No TLS: the
 * tests talk to it on loopback.
 */
export async function startMailServer({ port = 0 } = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  let refusalCode = 451;
  const state = { attempts: 0 };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD)
        callback(null, { user: TEST_SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      state.attempts += 1;
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => {
          const words =
            refusalCode >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later';
          const error = new Error(words) as Error & { responseCode: number };
          error.responseCode = refusalCode;
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  const matching = (to: string, matches?: (mail: ReceivedMail) => boolean) =>
    received.filter((mail) => mail.to.includes(to.toLowerCase()) && (!matches || matches(mail)));

  return {
    url: testSmtpUrl(listening),
    received,
    get attempts() {
      return state.attempts;
    },
    to: (address) => matching(address),
    refuseNext(count, responseCode = 451) {
      refusals = count;
      refusalCode = responseCode;
    },
    waitFor(to, matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const [found] = matching(to, matches);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (got ${received.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`, e.g. http://localhost:3000/verify-email. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return new URL(match);
}

/** The `token` of the first link in a mail that starts with `prefix`. */
export const tokenIn = (mail: ReceivedMail, prefix: string) =>
  linkIn(mail, prefix).searchParams.get('token')!;
