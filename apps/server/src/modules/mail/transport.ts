import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { OutgoingMail } from './message';

/** Where mail leaves the server. */
export interface MailTransport {
  /** Resolves once the mail server accepted the mail; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Seconds nodemailer waits for a mail server at each step: a server that hangs fails the
 * attempt (retried later) instead of holding the delivery job.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP with SMTP_URL (nodemailer loaded only then; a new connection per mail, so nothing is
 * held between sends); otherwise mail printed to the log.
 */
export async function createMailTransport(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<MailTransport> {
  const { mode, smtpUrl, from } = config.mail;
  if (mode === 'smtp' && smtpUrl) {
    const { createTransport } = await import('nodemailer');
    const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
    return {
      send: async (mail) => {
        await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  return {
    // Development without a mail server: the mail, links included, for the developer to follow.
    send: async (mail) => {
      log.info(`mail not sent (SMTP_URL is unset), printed instead:
To: ${mail.to}
Subject: ${mail.subject}

${mail.text}`);
    },
  };
}
