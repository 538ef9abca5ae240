import { routes } from '@fairway/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { NoticeRecipient } from '../auth';
import { layOut, queueMail } from '../mail';
import { recordNotice, type NewNotice } from './store';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * How a notice reaches someone: recorded (the bell) and, for someone who wants email at an
 * address they proved, mailed in the same transaction, with the same words, a button to the
 * page it is about and a one-click unsubscribe link. With MAIL=off nothing is queued.
 *
 * An unproven address gets no notice mail: anyone may register any address, and a notice is
 * made of words others chose (the person's name, group names, other players' names), so a
 * stranger could otherwise make Fairway mail their text to someone else (a group named as a
 * phishing line, say). The bell still has every notice.
 */
export class NoticeDelivery {
  constructor(
    private readonly config: Pick<Config, 'mail' | 'appUrl' | 'supportEmail'>,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  /** Records the notice and mails it, unless one with its key exists: true when this call did. */
  async deliver(
    tx: Tx,
    to: NoticeRecipient,
    notice: NewNotice,
    at: Date,
    actionLabel: string,
  ): Promise<boolean> {
    if (!(await recordNotice(tx, notice, at))) return false;
    await this.#mail(tx, to, notice, actionLabel);
    return true;
  }

  async #mail(tx: Tx, to: NoticeRecipient, notice: NewNotice, actionLabel: string): Promise<void> {
    if (this.config.mail.mode === 'off' || !to.emailNotifications || !to.emailVerified) return;
    const { appUrl, supportEmail } = this.config;
    const token = await this.tokens.issue(to.id);
    const { text, html } = layOut(
      {
        greeting: `Hi ${to.name},`,
        paragraphs: [notice.body],
        action: { label: actionLabel, url: `${appUrl}${notice.link}` },
      },
      {
        appUrl,
        supportEmail,
        unsubscribeUrl: `${appUrl}/unsubscribe?${new URLSearchParams({ token })}`,
      },
    );
    await queueMail(tx, {
      kind: notice.kind,
      to: to.email,
      subject: notice.title,
      text,
      html,
      // Where a mail app's own unsubscribe button POSTs (the List-Unsubscribe header; RFC 8058).
      unsubscribeUrl: `${appUrl}${routes.oneClickUnsubscribe.path}?${new URLSearchParams({ token })}`,
    });
  }
}
