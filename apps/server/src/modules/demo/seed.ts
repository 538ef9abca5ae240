import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { intBetween, randomFor } from '../../lib/random';
import { createAccountsWithoutSignIn } from '../auth';
import { addMessages } from '../chat';
import { addEntries, addGroupTournaments, type NewEntry } from '../game';
import { addMembers, createGroup, findDemoGroup } from '../groups';
import { allTournaments, fieldTiers } from '../tournaments';

const DEMO_MEMBERS = [
  'Maya Rodriguez',
  'Jordan Kim',
  'Chris Palmer',
  'Sam Lee',
  'Rob Thompson',
  'Priya Nair',
  'Dana Brooks',
  'Luis Ortega',
];

/**
 * The demo's money and entries (docs/rules.md, "Demo"): a $20 pool paying 50/30/20, so its
 * standings show payouts and the chance to cash; up to two entries each, and these members (by
 * index) play a second one once a tournament is under way, so a live pool has 14 entries.
 */
const DEMO_RULES = {
  entryFeeCents: 2_000,
  payoutStructure: '50/30/20',
  allowMultipleEntries: true,
  maxEntriesPerUser: 2,
} as const;
const SECOND_ENTRIES = new Set([0, 1, 2, 4, 5, 6]);

const DEMO_CHAT: [
  memberIndex: number,
  hoursAgo: number,
  emoji: string | null,
  text: string | null,
][] = [
  [0, 74, '⛳', 'Picks are open for the week, get them in before Thursday!'],
  [2, 71, null, 'Going chalk in tier 1 again. No regrets.'],
  [4, 70, '🤔', 'Is the cut top 65 and ties this week?'],
  [0, 69, null, 'Yes, top 65 and ties after round 2.'],
  [1, 49, '🔥', 'My tier 4 sleeper just shot 66'],
  [3, 48, '😂', 'Mine withdrew on the 7th hole'],
  [5, 30, '💪', 'Moving day tomorrow'],
  [6, 26, null, 'Anyone else refreshing the standings every five minutes?'],
  [2, 20, '🎯', 'Called that eagle on 15'],
  [7, 6, '👏', 'Great round from the leaders'],
  [4, 3, '💀', 'My picks are cooked'],
  [1, 1, '🏆', 'Sunday is going to be fun.'],
];

/**
 * The public demo group, which visitors tour without an account: fictional members who cannot sign
 * in, a little chat history, and the season's tournaments with real entries. Seeded once, after
 * user 1 and the season.
 */
export async function seedDemoGroup(db: Db, clock: Clock): Promise<boolean> {
  if (await findDemoGroup(db)) return false;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const people = await createAccountsWithoutSignIn(
      tx,
      DEMO_MEMBERS.map((name, i) => ({ name, email: `demo${i + 1}@demo.fairway.invalid` })),
    );
    const groupId = await createGroup(tx, {
      name: 'Saturday Skins Club',
      description:
        'A weekend foursome that grew into a pool of eight. Friendly trash talk, serious picks.',
      isPrivate: true,
      isDemo: true,
      createdBy: people[0]!,
    });
    // The first member owns the group (and is its admin); the second is an admin too.
    await addMembers(tx, groupId, [
      { userId: people[1]!, role: 'admin' },
      ...people.slice(2).map((userId) => ({ userId, role: 'member' as const })),
    ]);
    await addMessages(
      tx,
      DEMO_CHAT.map(([memberIndex, hoursAgo, emoji, message]) => ({
        groupId,
        userId: people[memberIndex]!,
        emoji,
        message,
        createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      })),
    );

    // Every tournament whose tiers are set joins the demo; members pick as real members would.
    const joining: number[] = [];
    const picks: NewEntry[] = [];
    for (const tournament of await allTournaments(tx)) {
      const field = [...(await fieldTiers(tx, tournament.id))].filter(([, tier]) => tier !== null);
      if (field.length === 0) continue;
      joining.push(tournament.id);
      const tier = (n: number) => field.filter(([, t]) => t === n).map(([golferId]) => golferId);
      const [t1, t2, t3, t4] = [tier(1), tier(2), tier(3), tier(4)];
      if (!t1.length || !t2.length || !t3.length || t4.length < 2) continue;
      // Before the deadline only some members have picked yet, and none twice.
      const upcoming = tournament.status === 'upcoming';
      const pickers = upcoming ? people.slice(0, 5) : people;
      pickers.forEach((userId, index) => {
        const entryKeys = !upcoming && SECOND_ENTRIES.has(index) ? [[], [2]] : [[]];
        for (const key of entryKeys) {
          const random = randomFor('demo-picks', tournament.id, userId, ...key);
          const first = intBetween(random, 0, t4.length - 1);
          const second = (first + intBetween(random, 1, t4.length - 1)) % t4.length;
          picks.push({
            groupId,
            tournamentId: tournament.id,
            userId,
            tier1GolferId: t1[intBetween(random, 0, t1.length - 1)]!,
            tier2GolferId: t2[intBetween(random, 0, t2.length - 1)]!,
            tier3GolferId: t3[intBetween(random, 0, t3.length - 1)]!,
            tier4GolferId1: t4[first]!,
            tier4GolferId2: t4[second]!,
            tiebreaker: -intBetween(random, 6, 20),
          });
        }
      });
    }
    // One statement each, in the season's order: ids come out as they did row by row.
    await addGroupTournaments(
      tx,
      joining.map((tournamentId) => ({ groupId, tournamentId, ...DEMO_RULES })),
    );
    await addEntries(tx, picks);
  });
  return true;
}
