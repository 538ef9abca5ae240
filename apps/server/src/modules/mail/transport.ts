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

/** Where development mail is printed: standard output, beside the log. */
const printToStdout = (text: string) => void process.stdout.write(`${text}\n`);

/**
 * SMTP with SMTP_URL (nodemailer loaded only then; a new connection per mail, so nothing is
 * held between sends); otherwise, outside production only, mail printed for the developer,
 * links included. It is printed beside the log, not through it: the log hides emails and
 * tokens (monitoring/redaction.ts), and these are exactly what the developer needs to follow.
 */
export async function createMailTransport(
  config: Config,
  print: (text: string) => void = printToStdout,
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
          ...(mail.unsubscribeUrl && {
            headers: {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
        });
      },
    };
  }
  return {
    send: async (mail) => {
      print(`---- mail not sent (SMTP_URL is unset), printed instead ----
To: ${mail.to}
Subject: ${mail.subject}

${mail.text}
---- end of mail ----`);
    },
  };
}
