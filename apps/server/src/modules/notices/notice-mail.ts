import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { NoticeRecipient } from '../auth';
import { layOut, queueMail } from '../mail';
import type { NewNotice } from './store';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * A notice as an email, for someone who wants email: the same words, a button to the page it is
 * about, and a one-click unsubscribe link. With MAIL=off nothing is queued.
 */
export class NoticeMail {
  constructor(
    private readonly config: Pick<Config, 'mail' | 'appUrl' | 'supportEmail'>,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async send(tx: Tx, to: NoticeRecipient, notice: NewNotice, actionLabel: string): Promise<void> {
    if (this.config.mail.mode === 'off' || !to.emailNotifications) return;
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
    await queueMail(tx, { kind: notice.kind, to: to.email, subject: notice.title, text, html });
  }
}
