import type { FastifyBaseLogger } from 'fastify';
import type { HistoricalUploadResponse, HistoricalUploadRowError } from '@fairway/contract';
import {
  HISTORICAL_CSV_COLUMNS,
  PICK_SLOTS,
  picksProblem,
  type Picks,
  GolferNameIndex,
  type NamedGolfer,
} from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { LiveWrites, RecordChange } from '../live';
import { addEntries, playerEntries } from '../game';
import { addMembers, lockGroup } from '../groups';
import { allGolfers, placeholderResults } from '../tournaments';
import { archiveGroup } from './historical-archive-group';
import { linkToArchive, rowGolfer, rowTournament, rowUser } from './historical-lookups';
import { GOLFER_COLUMNS, checkRow, type CheckedRow } from './historical-rows';
import { decodeCsv, parseCsv } from './parse';
import { RowProblem, plural, samePicks } from './rows';

export { ARCHIVE_GROUP_NAME } from './historical-archive-group';

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
    const groupId = await archiveGroup(this.db, ownerId);
    const roster = new GolferNameIndex(await allGolfers(this.db));
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
    await lockGroup(tx, groupId);
    const tournament = await rowTournament(tx, row);
    await linkToArchive(tx, this.clock, groupId, tournament.id);
    const user = await rowUser(tx, this.clock, row);
    const joined = await addMembers(tx, groupId, [{ userId: user.id, role: 'member' }]);
    if (joined.length > 0) changed({ kind: 'members', groupId, joinedUserId: user.id });

    const newGolfers: NamedGolfer[] = [];
    const picks = {} as Picks;
    for (const [slot] of PICK_SLOTS) {
      picks[slot] = await rowGolfer(
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
    // Already imported (docs/rules.md, "CSV imports"): the same picks for the tournament, in any group.
    const existing = await playerEntries(tx, { tournamentId: tournament.id, userId: user.id });
    if (existing.some((entry) => samePicks(entry, picks))) return { kind: 'duplicate', ...base };

    const now = this.clock.now();
    await addEntries(tx, [
      {
        groupId,
        tournamentId: tournament.id,
        userId: user.id,
        ...picks,
        tiebreaker: row.tiebreaker,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await placeholderResults(tx, this.clock, tournament.id, picks, changed);
    changed({ kind: 'group-tournament', groupId, tournamentId: tournament.id });
    return { kind: 'imported', ...base };
  }
}
