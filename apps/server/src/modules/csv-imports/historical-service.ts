import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { HistoricalUploadResponse, HistoricalUploadRowError } from '@fairway/contract';
import {
  HISTORICAL_CSV_COLUMNS,
  PICK_SLOTS,
  picksProblem,
  pickedGolferIds,
  type Picks,
  GolferNameIndex,
  displayGolferName,
  normaliseGolferName,
  type NamedGolfer,
} from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import {
  appSettings,
  entries,
  golfers,
  groupMembers,
  groupTournaments,
  leaderboardRows,
  poolGroups,
  tournamentGolfers,
  tournaments,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { LiveWrites, RecordChange } from '../live';
import { normalizeEmail } from '../auth/normalize-email';
import { generateInviteCode } from '../groups/invite-codes';
import { decodeCsv, parseCsv, type CsvRow } from './parse';
import {
  MAX_CELL_LENGTH,
  RowProblem,
  looksLikeEmail,
  parseTiebreaker,
  plural,
  samePicks,
} from './rows';

type Column = (typeof HISTORICAL_CSV_COLUMNS)[number];

/** The archive group's name (docs/rules.md "CSV imports"). */
export const ARCHIVE_GROUP_NAME = 'Imported history';
const ARCHIVE_GROUP_DESCRIPTION =
  'Entries imported from historical CSV files by the platform administrator.';
const archiveSettingKey = (ownerId: number) => `csv_imports.archive_group.${ownerId}`;

/** Which CSV column holds which pick. */
const GOLFER_COLUMNS: Record<keyof Picks, Column> = {
  tier1GolferId: 'tier1_golfer',
  tier2GolferId: 'tier2_golfer',
  tier3GolferId: 'tier3_golfer',
  tier4GolferId1: 'tier4_golfer1',
  tier4GolferId2: 'tier4_golfer2',
};

/** A row whose cells are well formed, before anything is looked up. */
interface CheckedRow {
  tournamentName: string;
  tournamentDate: string;
  email: string;
  userName: string;
  golferNames: Record<keyof Picks, string>;
  tiebreaker: number | null;
}

type RowOutcome =
  | {
      kind: 'imported';
      createdTournament: boolean;
      createdUser: boolean;
      newGolfers: NamedGolfer[];
    }
  | {
      kind: 'duplicate';
      createdTournament: boolean;
      createdUser: boolean;
      newGolfers: NamedGolfer[];
    };

/**
 * The platform admin's import of past pool entries (docs/rules.md, "CSV imports").
 * Entries live in the importing admin's "Imported history" group, so the history screens
 * find them like any other group's; see docs/rules.md "CSV imports".
 */
export class HistoricalImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly live: LiveWrites,
  ) {}

  async import(ownerId: number, content: Uint8Array): Promise<HistoricalUploadResponse> {
    const rows = parseCsv(decodeCsv(content), { required: HISTORICAL_CSV_COLUMNS });
    const groupId = await this.#archiveGroup(ownerId);
    const roster = new GolferNameIndex(
      await this.db.select({ id: golfers.id, name: golfers.name }).from(golfers),
    );
    const errors: HistoricalUploadRowError[] = [];
    let processed = 0;
    let duplicates = 0;
    let createdTournaments = 0;
    let createdUsers = 0;
    for (const row of rows) {
      const checked = checkRow(row);
      if (typeof checked === 'string') {
        errors.push({ row: row.row, error: checked });
        continue;
      }
      try {
        // One transaction per row: a failure leaves nothing of that row behind.
        const outcome = await this.live.write((tx, changed) =>
          this.#importRow(tx, changed, groupId, checked, roster),
        );
        for (const golfer of outcome.newGolfers) roster.add(golfer);
        if (outcome.createdTournament) createdTournaments += 1;
        if (outcome.createdUser) createdUsers += 1;
        if (outcome.kind === 'imported') processed += 1;
        else duplicates += 1;
      } catch (error) {
        if (!(error instanceof RowProblem))
          this.log.error({ err: error, row: row.row }, 'historical CSV row failed');
        errors.push({
          row: row.row,
          error: error instanceof RowProblem ? error.message : 'The entry could not be saved',
        });
      }
    }
    const parts = [
      `${plural(processed, 'entry', 'entries')} imported from ${plural(rows.length, 'row')}`,
    ];
    if (duplicates > 0) parts.push(`${plural(duplicates, 'duplicate')} skipped`);
    if (errors.length > 0) parts.push(`${plural(errors.length, 'row')} with errors`);
    return {
      message: `Historical upload complete: ${parts.join(', ')}`,
      processed_entries: processed,
      total_rows: rows.length,
      created_tournaments: createdTournaments,
      created_users: createdUsers,
      skipped_duplicates: duplicates,
      errors,
    };
  }

  async #importRow(
    tx: Tx,
    changed: RecordChange,
    groupId: number,
    row: CheckedRow,
    roster: GolferNameIndex<NamedGolfer>,
  ): Promise<RowOutcome> {
    // Imports take turns (the archive group's row is the lock), so two uploads of one file
    // cannot both create the same tournament, user or golfer.
    await tx
      .select({ id: poolGroups.id })
      .from(poolGroups)
      .where(eq(poolGroups.id, groupId))
      .for('update');
    const tournament = await this.#tournament(tx, row);
    await this.#link(tx, groupId, tournament.id);
    const user = await this.#user(tx, row);
    const joined = await tx
      .insert(groupMembers)
      .values({ groupId, userId: user.id, role: 'member' })
      .onConflictDoNothing()
      .returning({ id: groupMembers.id });
    if (joined.length > 0) changed({ kind: 'members', groupId, joinedUserId: user.id });

    const newGolfers: NamedGolfer[] = [];
    const picks = {} as Picks;
    for (const [slot] of PICK_SLOTS) {
      picks[slot] = await this.#golfer(
        tx,
        tournament.id,
        row.golferNames[slot],
        GOLFER_COLUMNS[slot],
        roster,
        newGolfers,
      );
    }
    // The entry rule that applies to past events: five different golfers (their tiers are
    // whatever the old pool used, so each pick's own slot stands as its tier).
    const problem = picksProblem(
      picks,
      new Map(PICK_SLOTS.map(([slot, tier]) => [picks[slot], tier])),
    );
    if (problem) throw new RowProblem(problem);

    const base = {
      createdTournament: tournament.created,
      createdUser: user.created,
      newGolfers,
    };
    const existing = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.tournamentId, tournament.id), eq(entries.userId, user.id)));
    if (existing.some((entry) => samePicks(entry, picks))) return { kind: 'duplicate', ...base };

    const now = this.clock.now();
    await tx.insert(entries).values({
      groupId,
      tournamentId: tournament.id,
      userId: user.id,
      ...picks,
      tiebreaker: row.tiebreaker,
      createdAt: now,
      updatedAt: now,
    });
    await this.#placeholderResults(tx, tournament.id, picks);
    changed({ kind: 'group-tournament', groupId, tournamentId: tournament.id });
    return { kind: 'imported', ...base };
  }

  /** Found by name (any case) and start date, or created as a completed tournament. */
  async #tournament(tx: Tx, row: CheckedRow): Promise<{ id: number; created: boolean }> {
    const [found] = await tx
      .select({ id: tournaments.id, status: tournaments.status })
      .from(tournaments)
      .where(
        and(
          sql`lower(${tournaments.name}) = ${row.tournamentName.toLowerCase()}`,
          eq(tournaments.startDate, row.tournamentDate),
        ),
      )
      .orderBy(tournaments.id)
      .limit(1);
    if (found) {
      if (found.status !== 'completed')
        throw new RowProblem(
          `${row.tournamentName} (${row.tournamentDate}) has not finished yet: only completed tournaments can be imported`,
        );
      return { id: found.id, created: false };
    }
    const [created] = await tx
      .insert(tournaments)
      .values({
        name: row.tournamentName,
        status: 'completed',
        currentRound: 4,
        roundComplete: true,
        startDate: row.tournamentDate,
        endDate: addDays(row.tournamentDate, 3),
      })
      .returning({ id: tournaments.id });
    return { id: created!.id, created: true };
  }

  /** The tournament in the archive group: entries closed, and no platform fee (marked paid). */
  async #link(tx: Tx, groupId: number, tournamentId: number): Promise<void> {
    await tx
      .insert(groupTournaments)
      .values({
        groupId,
        tournamentId,
        isActive: false,
        maxEntriesPerUser: 5,
        allowMultipleEntries: true,
        paymentCompleted: true,
        paymentAmountCents: 0,
        paymentDate: this.clock.now(),
      })
      .onConflictDoNothing();
  }

  /**
   * Whose entry the row is: an account whose owner proved the email, else the imported
   * account for the email (created without a password). An account registered with the email
   * but never proven does not get the history: whoever registered it may not own the address.
   * Proving it later brings the imported history in (modules/auth/imported-history.ts).
   */
  async #user(tx: Tx, row: CheckedRow): Promise<{ id: number; created: boolean }> {
    const [proven] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.email, row.email), isNull(users.importedAt), isNotNull(users.emailVerifiedAt)),
      );
    if (proven) return { id: proven.id, created: false };
    const [created] = await tx
      .insert(users)
      .values({
        name: row.userName,
        email: row.email,
        passwordHash: null,
        importedAt: this.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return { id: created.id, created: true };
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, row.email), isNotNull(users.importedAt)));
    if (!found) throw new RowProblem(`The user ${row.email} could not be found or created`);
    return { id: found.id, created: false };
  }

  /**
   * A golfer by name: the one golfer of that (normalised) name; among several, the one in
   * the tournament's field, else the row fails as ambiguous. A name nobody has is created
   * (past events have no field in the database to check it against).
   */
  async #golfer(
    tx: Tx,
    tournamentId: number,
    raw: string,
    column: Column,
    roster: GolferNameIndex<NamedGolfer>,
    newGolfers: NamedGolfer[],
  ): Promise<number> {
    const match = roster.find(raw, { partial: false });
    if (match.kind === 'match') return match.golfer.id;
    if (match.kind === 'ambiguous') {
      const ids = match.candidates.map((golfer) => golfer.id);
      const inField = await tx
        .select({ id: tournamentGolfers.golferId })
        .from(tournamentGolfers)
        .where(
          and(
            eq(tournamentGolfers.tournamentId, tournamentId),
            inArray(tournamentGolfers.golferId, ids),
          ),
        );
      if (inField.length === 1) return inField[0]!.id;
      const names = match.candidates.map((golfer) => `${golfer.name} (#${golfer.id})`).join(', ');
      throw new RowProblem(`${column} "${raw}" matches several golfers: ${names}`);
    }
    const normalized = normaliseGolferName(raw);
    const pending = newGolfers.find((golfer) => normaliseGolferName(golfer.name) === normalized);
    if (pending) return pending.id;
    const [created] = await tx
      .insert(golfers)
      .values({ name: displayGolferName(raw) })
      .returning({ id: golfers.id, name: golfers.name });
    newGolfers.push(created!);
    return created!.id;
  }

  /**
   * A tournament without results (one the import created) gets its picked golfers in its
   * field and on its leaderboard with no score, so the history screens can name every pick.
   * A tournament with results is never touched.
   */
  async #placeholderResults(tx: Tx, tournamentId: number, picks: Picks): Promise<void> {
    const [scored] = await tx
      .select({ golferId: leaderboardRows.golferId })
      .from(leaderboardRows)
      .where(
        and(eq(leaderboardRows.tournamentId, tournamentId), isNotNull(leaderboardRows.totalToPar)),
      )
      .limit(1);
    if (scored) return;
    await tx
      .insert(tournamentGolfers)
      .values(PICK_SLOTS.map(([slot, tier]) => ({ tournamentId, golferId: picks[slot], tier })))
      .onConflictDoNothing();
    const added = await tx
      .insert(leaderboardRows)
      .values(
        pickedGolferIds(picks).map((golferId) => ({
          tournamentId,
          golferId,
          currentRound: 4,
          updatedAt: this.clock.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ golferId: leaderboardRows.golferId });
    if (added.length > 0)
      await tx
        .update(tournaments)
        .set({
          leaderboardVersion: sql`${tournaments.leaderboardVersion} + 1`,
          leaderboardUpdatedAt: this.clock.now(),
        })
        .where(eq(tournaments.id, tournamentId));
  }

  /** The owner's "Imported history" group, created (with the owner as its admin) on first use. */
  async #archiveGroup(ownerId: number): Promise<number> {
    const key = archiveSettingKey(ownerId);
    return this.db.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key, value: '' }).onConflictDoNothing();
      const [setting] = await tx
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .for('update');
      const known = Number(setting?.value);
      if (Number.isInteger(known) && known > 0) {
        const [group] = await tx
          .select({ id: poolGroups.id })
          .from(poolGroups)
          .where(eq(poolGroups.id, known));
        if (group) {
          await tx
            .insert(groupMembers)
            .values({ groupId: group.id, userId: ownerId, role: 'admin' })
            .onConflictDoNothing();
          return group.id;
        }
      }
      let groupId: number | null = null;
      // A clash among 32^8 invite codes is rare; a few fresh draws settle it.
      for (let attempt = 0; attempt < 5 && groupId === null; attempt += 1) {
        const [group] = await tx
          .insert(poolGroups)
          .values({
            name: ARCHIVE_GROUP_NAME,
            description: ARCHIVE_GROUP_DESCRIPTION,
            isPrivate: true,
            inviteCode: generateInviteCode(),
            createdBy: ownerId,
          })
          .onConflictDoNothing({ target: poolGroups.inviteCode })
          .returning({ id: poolGroups.id });
        groupId = group?.id ?? null;
      }
      if (groupId === null) throw new Error('Could not draw a unique invite code');
      await tx.insert(groupMembers).values({ groupId, userId: ownerId, role: 'admin' });
      await tx
        .update(appSettings)
        .set({ value: String(groupId) })
        .where(eq(appSettings.key, key));
      return groupId;
    });
  }
}

/** A row's cells checked on their own: the row, or the first problem with it. */
function checkRow({ values }: CsvRow<Column>): CheckedRow | string {
  for (const column of HISTORICAL_CSV_COLUMNS) {
    if (column !== 'tiebreaker_score' && column !== 'user_name' && values[column] === '')
      return `${column} is empty`;
    if (values[column].length > MAX_CELL_LENGTH)
      return `${column} is longer than ${MAX_CELL_LENGTH} characters`;
  }
  const date = values.tournament_date;
  if (!isCalendarDate(date)) return 'tournament_date must be a date written YYYY-MM-DD';
  const email = normalizeEmail(values.user_email);
  if (!looksLikeEmail(email)) return `user_email "${values.user_email}" is not an email address`;
  const tiebreaker = parseTiebreaker(values.tiebreaker_score, 'tiebreaker_score');
  if ('problem' in tiebreaker) return tiebreaker.problem;
  const golferNames = {} as Record<keyof Picks, string>;
  for (const [slot] of PICK_SLOTS) {
    golferNames[slot] = values[GOLFER_COLUMNS[slot]];
    if (!normaliseGolferName(golferNames[slot]))
      return `${GOLFER_COLUMNS[slot]} "${golferNames[slot]}" is not a name`;
  }
  return {
    tournamentName: values.tournament_name.replace(/\s+/g, ' '),
    tournamentDate: date,
    email,
    userName: values.user_name.replace(/\s+/g, ' ') || email.split('@')[0]!,
    golferNames,
    tiebreaker: tiebreaker.value,
  };
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
