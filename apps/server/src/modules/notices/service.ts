import { UNSUBSCRIBE_LINK_INVALID, type NoticesResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { invalidInput } from '../../lib/domain-errors';
import { saveAccountSettings } from '../auth';
import { latestNotices, markAllRead, unreadCount } from './store';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** The bell's list holds this many; older notices stay recorded. */
export const NOTICES_LISTED = 30;

/** A person's notices (the bell in the top bar), and the unsubscribe links' effect. */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async list(userId: number): Promise<NoticesResponse> {
    const [rows, unread] = await Promise.all([
      latestNotices(this.db, userId, NOTICES_LISTED),
      unreadCount(this.db, userId),
    ]);
    return {
      notices: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      })),
      unread,
    };
  }

  async markRead(userId: number): Promise<NoticesResponse> {
    await markAllRead(this.db, userId, this.clock.now());
    return this.list(userId);
  }

  /** Turns email notifications off for the link's owner; signed in or not. */
  async unsubscribe(token: string): Promise<{ emailNotifications: false }> {
    const userId = await this.tokens.userOf(token);
    const saved =
      userId && (await saveAccountSettings(this.db, userId, { emailNotifications: false }));
    if (!saved) throw invalidInput(UNSUBSCRIBE_LINK_INVALID);
    return { emailNotifications: false };
  }
}
