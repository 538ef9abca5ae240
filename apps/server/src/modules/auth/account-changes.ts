import type { Sessions } from '../../security/sessions';

/** What an account change did that this instance's open streams must hear of once committed. */
export interface AccountChanges {
  /** Every session of this user ended (`Sessions.endAll` ran in the transaction). */
  endedSessionsOf?: number;
}

/**
 * Ends this instance's streams of a user whose sessions a committed change ended (the others
 * hear it from the sessions channel). What the change did to groups and standings was recorded
 * in its unit of work (modules/live) and is announced by it.
 */
export function announceAccountChanges(sessions: Sessions, changes: AccountChanges): void {
  if (changes.endedSessionsOf !== undefined) sessions.ended(changes.endedSessionsOf);
}
