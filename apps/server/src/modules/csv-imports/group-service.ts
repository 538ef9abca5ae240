import type { FastifyBaseLogger } from 'fastify';
import { idParam, type GroupCsvUploadResponse } from '@fairway/contract';
import { ENTRY_CSV_COLUMNS, ENTRY_CSV_OPTIONAL_COLUMNS, type Picks } from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import { DomainError, forbidden, invalidInput } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { Limiter, RateLimits } from '../../security/limiter';
import type { LiveWrites } from '../live';
import { accountsByEmail, normalizeEmail } from '../auth';
import { addEntries, loadGroupTournament, lockGroupTournament, playerEntries } from '../game';
import { fieldGolfers, fieldTiers } from '../tournaments';
import { membersAmong, type GroupAccess } from '../groups';

import { checkRow, type Person } from './group-rows';
import { TierMatcher } from './group-tier-matcher';
import { decodeCsv, parseCsv } from './parse';
import { RowProblem, plural, samePicks } from './rows';
import type { CsvUpload } from './upload';

export { notAMember } from './group-rows';

export const NO_TIERS = 'Tier selections have not been set for this tournament yet';

/**
 * Uploads per admin (over all their groups) and window: enough to fix and send a file again
 * many times, while one upload may name 5,000 emails and write 5,000 entries.
 */
const UPLOADS_PER_HOUR = 20;
export const UPLOAD_LIMIT_MESSAGE = `Too many CSV uploads: at most ${UPLOADS_PER_HOUR} an hour. Please try again later.`;

const tournamentIdField = idParam('tournament_id');

/**
 * A group admin's upload of members' entries for one of the group's tournaments (docs/rules.md,
 * "CSV imports"). Every entry rule holds except the deadline, since entering picks
 * for members after it is what the upload is for: members only, golfers matched to the
 * tournament's tiers, the per-member limit, no golfer twice.
 */
export class GroupCsvImportService {
  readonly #uploads: Limiter;

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly live: LiveWrites,
    limits: RateLimits,
  ) {
    this.#uploads = limits.define('group-csv-uploads', UPLOADS_PER_HOUR, 60 * 60);
  }

  /**
   * Checked before the file is read: the caller administers the group (and it is not the
   * demo), and has uploads left this hour (429); the upload counts whatever it holds.
   */
  async allowUpload(userId: number, groupId: number): Promise<void> {
    const { group } = await this.access.requireAdmin(
      groupId,
      userId,
      'Only group admins can upload entries',
    );
    if (group.isDemo) throw forbidden('The demo group is read-only');
    await this.#uploads.consume(String(userId), UPLOAD_LIMIT_MESSAGE);
  }

  async import(groupId: number, upload: CsvUpload): Promise<GroupCsvUploadResponse> {
    const rawTournamentId = upload.fields.tournament_id?.trim();
    if (!rawTournamentId) throw invalidInput('tournament_id is required');
    const parsedId = tournamentIdField.safeParse(rawTournamentId);
    if (!parsedId.success) throw invalidInput('tournament_id must be a positive integer');
    const tournamentId = parsedId.data;
    await loadGroupTournament(this.db, groupId, tournamentId);

    const rows = parseCsv(decodeCsv(upload.content), {
      required: ENTRY_CSV_COLUMNS,
      optional: ENTRY_CSV_OPTIONAL_COLUMNS,
    });
    const tiers = await fieldTiers(this.db, tournamentId);
    const field = await fieldGolfers(this.db, tournamentId);
    if (!field.some((golfer) => golfer.tier !== null)) throw invalidInput(NO_TIERS);
    const matcher = new TierMatcher(field);
    const people = await this.#people(
      groupId,
      rows.map((row) => normalizeEmail(row.values.user_email)),
    );

    const errors: string[] = [];
    let processed = 0;
    for (const row of rows) {
      const checked = checkRow(row, matcher, people, tiers);
      if ('problems' in checked) {
        errors.push(`row ${row.row}: ${checked.problems.join('; ')}`);
        continue;
      }
      try {
        // One transaction per row: a failure leaves nothing of that row behind.
        await this.live.write(async (tx, changed) => {
          await this.#save(
            tx,
            groupId,
            tournamentId,
            checked.person,
            checked.picks,
            checked.tiebreaker,
          );
          changed({ kind: 'group-tournament', groupId, tournamentId });
        });
        processed += 1;
      } catch (error) {
        const known = error instanceof RowProblem || error instanceof DomainError;
        if (!known) this.log.error({ err: error, row: row.row }, 'group CSV row failed');
        errors.push(
          `row ${row.row}: ${known ? (error as Error).message : 'the entry could not be saved'}`,
        );
      }
    }
    const failed = errors.length > 0 ? `; ${plural(errors.length, 'row')} with errors` : '';
    return {
      message: `Processed ${processed} of ${plural(rows.length, 'entry', 'entries')}${failed}`,
      processed_entries: processed,
      total_rows: rows.length,
      errors,
    };
  }

  /** Writes one entry with the limit checked under the group tournament's row lock. */
  async #save(
    tx: Tx,
    groupId: number,
    tournamentId: number,
    person: Person,
    picks: Picks,
    tiebreaker: number | null,
  ): Promise<void> {
    const { link } = await loadGroupTournament(tx, groupId, tournamentId);
    await lockGroupTournament(tx, link.id);
    const mine = await playerEntries(tx, { groupId, tournamentId, userId: person.id });
    if (mine.some((entry) => samePicks(entry, picks)))
      throw new RowProblem(`${person.email} already has an entry with these golfers`);
    const limit = link.allowMultipleEntries ? link.maxEntriesPerUser : 1;
    if (mine.length >= limit)
      throw new RowProblem(
        `${person.email} has reached the maximum of ${plural(limit, 'entry', 'entries')} for this tournament`,
      );
    const now = this.clock.now();
    await addEntries(tx, [
      {
        groupId,
        tournamentId,
        userId: person.id,
        ...picks,
        tiebreaker,
        createdAt: now,
        updatedAt: now,
      },
    ]);
  }

  /** The file's users by email, with whether each is a member of the group (see notAMember). */
  async #people(groupId: number, emails: string[]): Promise<Map<string, Person>> {
    const wanted = [...new Set(emails.filter(Boolean))];
    const people = new Map<string, Person>();
    for (let at = 0; at < wanted.length; at += 500) {
      const accounts = await accountsByEmail(this.db, wanted.slice(at, at + 500));
      const members = await membersAmong(
        this.db,
        groupId,
        accounts.map((account) => account.id),
      );
      // An email can belong to a registered account and to an imported one waiting for its
      // owner to prove it: the member of this group is the one meant.
      for (const { id, email } of accounts)
        if (!people.get(email)?.isMember)
          people.set(email, { id, email, isMember: members.has(id) });
    }
    return people;
  }
}
