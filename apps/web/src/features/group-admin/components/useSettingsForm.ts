import { useState } from 'react';
import { INVALID_PAYOUT_ALERT } from '../utils/payout';
import {
  DEADLINE_PROBLEM,
  deadlineRuleProblem,
  settingsBody,
  withDefaultDeadline,
  type SettingsBody,
  type SettingsForm,
  type TournamentTimes,
} from '../utils/settings-form';

/** The state and checks the add and edit dialogs share. */
export function useSettingsForm(initial: () => SettingsForm) {
  const [form, setForm] = useState(initial);
  const [deadlineError, setDeadlineError] = useState<string | null>(null);

  const update = (patch: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setDeadlineError(null);
  };

  /** Ticking starts from the tournament's start date at 08:00 ET (docs/rules.md, "Deadlines"). */
  const toggleDeadline = (enabled: boolean, times: TournamentTimes | undefined) => {
    setForm((current) =>
      enabled
        ? { ...withDefaultDeadline(current, times), customDeadline: true }
        : { ...current, customDeadline: false },
    );
    setDeadlineError(null);
  };

  /** Another tournament chosen: a ticked deadline follows its start date. */
  const followStartDate = (times: TournamentTimes | undefined) =>
    setForm((current) => (current.customDeadline ? withDefaultDeadline(current, times) : current));

  /** The request fields, or null after telling the admin what is wrong (the spec's alert for payouts). */
  function validBody(): SettingsBody | null {
    const result = settingsBody(form);
    if (result.ok) return result.body;
    if (result.problem === 'payout') window.alert(INVALID_PAYOUT_ALERT);
    else setDeadlineError(DEADLINE_PROBLEM);
    return null;
  }

  /** Whether a deadline about to be sent fits the tournament (else says why, as the server would). */
  function deadlineFits(deadline: string | null | undefined, times: TournamentTimes): boolean {
    const problem = deadlineRuleProblem(deadline, times);
    setDeadlineError(problem);
    return problem === null;
  }

  return { form, update, toggleDeadline, followStartDate, deadlineError, validBody, deadlineFits };
}
