import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deadlinesWithin, type LoadedGroupTournament } from '../game';
import { groupNames } from '../groups';
import { withoutDemo } from './without-demo';
import { membersWithoutPicks } from './members-without-picks';
import { deadlineText } from './notice-text';
import type { NoticeDelivery } from './notice-delivery';
import type { NewNotice } from './store';

const HOUR_MS = 3_600_000;

/** The two reminders, by how long before the deadline each is due (docs/rules.md, "Reminders"). */
const REMINDERS = [
  { kind: 'deadline-1h', beforeMs: HOUR_MS },
  { kind: 'deadline-24h', beforeMs: 24 * HOUR_MS },
] as const;

/**
 * Members with no entry hear of a deadline 24 hours and 1 hour before it, in the app and by
 * email. Each reminder is due from its moment until the deadline (a server down at that moment
 * sends it when it is back); inside the last hour only the 1-hour one goes. A notice's key makes
 * it happen once across restarts and instances.
 */
export class DeadlineReminders {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly delivery: NoticeDelivery,
  ) {}

  /** Sends every reminder now due; answers how many notices it recorded. */
  async runDue(): Promise<number> {
    const now = this.clock.now();
    const db = this.database.db;
    const due = await withoutDemo(
      db,
      await deadlinesWithin(db, now, REMINDERS.at(-1)!.beforeMs),
      (open) => open.link.groupId,
    );
    const names = await groupNames(
      db,
      due.map(({ link }) => link.groupId),
    );
    let recorded = 0;
    for (const open of due) {
      const left = open.deadline.getTime() - now.getTime();
      const reminder = REMINDERS.find(({ beforeMs }) => left <= beforeMs)!;
      const hoursLeft = Math.max(1, Math.round(left / HOUR_MS));
      recorded += await this.#remind(
        open,
        reminder.kind,
        names.get(open.link.groupId) ?? 'your group',
        hoursLeft,
        now,
      );
    }
    return recorded;
  }

  async #remind(
    { link, tournament, deadline }: LoadedGroupTournament,
    kind: (typeof REMINDERS)[number]['kind'],
    groupName: string,
    hoursLeft: number,
    now: Date,
  ): Promise<number> {
    const recipients = await membersWithoutPicks(this.database.db, link.groupId, tournament.id);
    let recorded = 0;
    for (const to of recipients.values()) {
      const notice: NewNotice = {
        userId: to.id,
        kind,
        dedupeKey: `${kind}:${link.groupId}:${tournament.id}:${to.id}`,
        title:
          kind === 'deadline-1h'
            ? `Last hour to pick for ${tournament.name}`
            : `Picks for ${tournament.name} close in ${hoursLeft} hours`,
        body: `You have no picks in ${groupName} for ${tournament.name} yet. Entries close ${deadlineText(deadline)}.`,
        link: `/groups/${link.groupId}/tournament/${tournament.id}/entry`,
      };
      const sent = await this.database.db.transaction((tx) =>
        this.delivery.deliver(tx, to, notice, now, 'Make my picks'),
      );
      if (sent) recorded += 1;
    }
    return recorded;
  }
}
