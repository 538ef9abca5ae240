import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { TOKEN_LIFETIMES, type IssuedToken } from './account-tokens';
import { layOut, queueMail } from '../mail';

/** Who a mail is for: the account as it stands when the mail is queued. */
export interface MailRecipient {
  email: string;
  name: string;
  /** Null while nobody has proven the address (a link we mailed, or Google). */
  emailVerifiedAt: Date | null;
}

/**
 * "Hi Ann," only to an address its owner proved. Anyone may register any address, so until it
 * is proven the name is the registrant's words, not the recipient's: put in a greeting, a name
 * like "there. Your payout is on hold, claim it at ..." would speak in Fairway's voice to a
 * stranger. Mail to an unproven address carries nothing the registrant typed.
 */
const greetingFor = (to: MailRecipient) => (to.emailVerifiedAt ? `Hi ${to.name},` : 'Hi,');

const hours = (ms: number) => {
  const count = Math.round(ms / 3_600_000);
  return count === 1 ? '1 hour' : `${count} hours`;
};

/**
 * The mail accounts send: each is written to the outbox inside the caller's transaction
 * (outbox.ts). With MAIL=off nothing is queued, and `enabled` lets the screens say so.
 */
export class AccountMail {
  constructor(private readonly config: Pick<Config, 'mail' | 'appUrl' | 'supportEmail'>) {}

  get enabled(): boolean {
    return this.config.mail.mode !== 'off';
  }

  /**
   * The link that proves the address; with imported history waiting, it also brings that in.
   * It goes to an address nobody has proven yet, so it names neither the account nor the
   * address (a registrant chooses both, "+" tags included): only Fairway's own words.
   */
  verifyEmail(tx: Tx, to: MailRecipient, link: IssuedToken, hasImportedHistory: boolean) {
    const url = this.#link('/verify-email', link.token);
    return this.#queue(tx, 'verify-email', to, 'Confirm your email for Fairway', {
      paragraphs: [
        'A Fairway account was just created with this email address. If it is yours, please confirm that this address is yours too.',
        ...(hasImportedHistory
          ? [
              'We also have golf pool history imported for this address. Once you confirm, it appears in your account: past entries, results and groups.',
            ]
          : []),
      ],
      action: { label: 'Confirm my email', url },
      afterAction: [
        `The link works once, for ${hours(TOKEN_LIFETIMES['verify-email'])}.`,
        'If you did not create a Fairway account, ignore this email: nothing happens without you.',
      ],
      expiresAt: link.expiresAt,
    });
  }

  resetPassword(tx: Tx, to: MailRecipient, link: IssuedToken) {
    const url = this.#link('/reset-password', link.token);
    return this.#queue(tx, 'reset-password', to, 'Reset your Fairway password', {
      paragraphs: ['Someone (we hope you) asked to reset the password of your Fairway account.'],
      action: { label: 'Choose a new password', url },
      afterAction: [
        `The link works once, for ${hours(TOKEN_LIFETIMES['reset-password'])}. Choosing a new password signs you out everywhere else.`,
        'If you did not ask, ignore this email: your password stays as it is.',
      ],
      expiresAt: link.expiresAt,
    });
  }

  /** After a change or a reset: the owner hears of it even if someone else did it. */
  passwordChanged(tx: Tx, to: MailRecipient) {
    return this.#queue(tx, 'password-changed', to, 'Your Fairway password was changed', {
      paragraphs: [
        'The password of your Fairway account was just changed, and every other session was signed out.',
        `If this was not you, reset it now at ${this.config.appUrl}/forgot-password and write to ${this.config.supportEmail}.`,
      ],
    });
  }

  accountDeleted(tx: Tx, to: MailRecipient) {
    return this.#queue(tx, 'account-deleted', to, 'Your Fairway account was deleted', {
      paragraphs: [
        'Your Fairway account was deleted as you asked. Your name, email, payment details and passkeys are gone; the results of pools you played stay, under "Deleted player".',
        `If this was not you, write to ${this.config.supportEmail} at once.`,
      ],
    });
  }

  #link(path: string, token: string): string {
    return `${this.config.appUrl}${path}?${new URLSearchParams({ token })}`;
  }

  async #queue(
    tx: Tx,
    kind: string,
    to: MailRecipient,
    subject: string,
    {
      expiresAt,
      ...content
    }: {
      paragraphs: string[];
      action?: { label: string; url: string };
      afterAction?: string[];
      /** A link mail's link stops working then, and the mail is not sent after it. */
      expiresAt?: Date;
    },
  ): Promise<void> {
    if (!this.enabled) return;
    const { text, html } = layOut(
      { greeting: greetingFor(to), ...content },
      { appUrl: this.config.appUrl, supportEmail: this.config.supportEmail },
    );
    await queueMail(tx, { kind, to: to.email, subject, text, html, expiresAt });
  }
}
