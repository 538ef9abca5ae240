import type { Clock } from '../../lib/clock';
import type { Limiter, RateLimits } from '../../security/limiter';
import type { LiveWrites } from '../live';
import { saveSettingsEdit, type SettingsEdit } from './result-setting-changes';

/** Each admin may edit group tournaments' settings this often (docs/operations.md). */
export const SETTINGS_EDITS_PER_WINDOW = 30;
export const SETTINGS_EDIT_WINDOW_SECONDS = 10 * 60;
export const SETTINGS_EDITS_LIMITED =
  'Too many changes to tournament settings. Please wait a few minutes before changing more.';

/**
 * How a group admin's edits of a group tournament's settings are made: counted against the
 * admin's budget before any work, written with the result-setting rules
 * (result-setting-changes.ts) through the live read model, their chat notices recorded with
 * them, as every chat notice is.
 */
export class SettingsEdits {
  readonly #perAdmin: Limiter;

  constructor(
    private readonly live: LiveWrites,
    private readonly clock: Clock,
    limits: RateLimits,
  ) {
    this.#perAdmin = limits.define(
      'group-tournament-edits',
      SETTINGS_EDITS_PER_WINDOW,
      SETTINGS_EDIT_WINDOW_SECONDS,
    );
  }

  /** Takes one of the admin's edits (429 past the budget); before the edit's work, so floods stop early. */
  count(userId: number): Promise<void> {
    return this.#perAdmin.consume(String(userId), SETTINGS_EDITS_LIMITED);
  }

  async save(edit: Omit<SettingsEdit, 'now'>): Promise<void> {
    const { groupId, tournamentId } = edit;
    await this.live.write(async (tx, changed) => {
      await saveSettingsEdit(tx, changed, { ...edit, now: this.clock.now() });
      changed({ kind: 'group-tournament', groupId, tournamentId });
    });
  }
}
