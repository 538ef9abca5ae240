import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { TOKEN_LIFETIMES } from './account-tokens';
import { layOut, queueMail } from '../mail';

interface Recipient {
  to: string;
  name: string;
}

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

  /** The link that proves the address; with imported history waiting, it also brings that in. */
  verifyEmail(tx: Tx, to: Recipient, token: string, hasImportedHistory: boolean) {
    const url = this.#link('/verify-email', token);
    return this.#queue(tx, 'verify-email', to, 'Confirm your email for Fairway', {
      paragraphs: [
        `A Fairway account named “${to.name}” was created with ${to.to}. If it is yours, please confirm that this address is yours too.`,
        ...(hasImportedHistory
          ? [
              'We also have golf pool history imported for this address. Once you confirm, it appears in your account: past entries, results and groups.',
            ]
          : []),
      ],
      action: { label: 'Confirm my email', url },
      afterAction: [
        `The link works once, for ${hours(TOKEN_LIFETIMES['verify-email'])}.`,
        `If you did not create an account named “${to.name}”, ignore this email: nothing happens without you.`,
      ],
    });
  }

  resetPassword(tx: Tx, to: Recipient, token: string) {
    const url = this.#link('/reset-password', token);
    return this.#queue(tx, 'reset-password', to, 'Reset your Fairway password', {
      paragraphs: ['Someone (we hope you) asked to reset the password of your Fairway account.'],
      action: { label: 'Choose a new password', url },
      afterAction: [
        `The link works once, for ${hours(TOKEN_LIFETIMES['reset-password'])}. Choosing a new password signs you out everywhere else.`,
        'If you did not ask, ignore this email: your password stays as it is.',
      ],
    });
  }

  /** After a change or a reset: the owner hears of it even if someone else did it. */
  passwordChanged(tx: Tx, to: Recipient) {
    return this.#queue(tx, 'password-changed', to, 'Your Fairway password was changed', {
      paragraphs: [
        'The password of your Fairway account was just changed, and every other session was signed out.',
        `If this was not you, reset it now at ${this.config.appUrl}/forgot-password and write to ${this.config.supportEmail}.`,
      ],
    });
  }

  accountDeleted(tx: Tx, to: Recipient) {
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
    to: Recipient,
    subject: string,
    content: {
      paragraphs: string[];
      action?: { label: string; url: string };
      afterAction?: string[];
    },
  ): Promise<void> {
    if (!this.enabled) return;
    const { text, html } = layOut(
      { greeting: `Hi ${to.name},`, ...content },
      { appUrl: this.config.appUrl, supportEmail: this.config.supportEmail },
    );
    await queueMail(tx, { kind, to: to.to, subject, text, html });
  }
}
