import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { firstErrorMessage } from '../../../lib/forms';
import { INVALID_PAYOUT_ALERT, parsePayout } from '../utils/payout';
import {
  DEADLINE_PROBLEM,
  deadlineRuleProblem,
  payoutText,
  withDefaultDeadline,
  type SettingsForm,
  type TournamentTimes,
} from '../utils/settings-form';

/**
 * The form and checks the add and edit dialogs share: react-hook-form, checked by the
 * contract's add or update body (`schema`), each problem told the way the dialogs always have.
 */
export function useSettingsForm<Body>(
  schema: z.ZodType<Body, SettingsForm>,
  defaultValues: SettingsForm,
) {
  const form = useForm<SettingsForm, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  /** A problem the contract names, shown where the server's refusal would be. */
  const [problem, setProblem] = useState<string | null>(null);

  /** What the dialog's alert says: the contract's problem, or why the request failed. */
  const failure = (request: { isError: boolean; error: unknown }, fallback: string) =>
    problem ?? (request.isError ? errorMessage(request.error, fallback) : null);

  /** Any edit (the form's change events) clears the deadline's complaint until the next try. */
  const edited = () => setDeadlineError(null);

  const setDeadline = ({ deadlineDate, deadlineTime }: SettingsForm) => {
    form.setValue('deadlineDate', deadlineDate);
    form.setValue('deadlineTime', deadlineTime);
  };

  /** Ticking starts from the tournament's start date at 08:00 ET (docs/rules.md, "Deadlines"). */
  const toggleDeadline = (enabled: boolean, times: TournamentTimes | undefined) => {
    if (enabled) setDeadline(withDefaultDeadline(form.getValues(), times));
  };

  /** Another tournament chosen: a ticked deadline follows its start date. */
  const followStartDate = (times: TournamentTimes | undefined) => {
    if (form.getValues('customDeadline')) setDeadline(withDefaultDeadline(form.getValues(), times));
  };

  /**
   * What the contract refused, told as the dialogs always have: the tournament under its select,
   * a payout that is not percentages in the spec's alert (one that does not add up to 100 in
   * the contract's words), a ticked deadline without a date and time under it, anything else
   * (a fee too large, say) where the server's refusal shows.
   */
  function explain(errors: FieldErrors) {
    setProblem(null);
    if (errors.tournament_id) return;
    if (errors.payout_structure) {
      if (parsePayout(payoutText(form.getValues())))
        setProblem(firstErrorMessage({ payout_structure: errors.payout_structure }));
      else window.alert(INVALID_PAYOUT_ALERT);
    } else if (errors.entry_deadline) setDeadlineError(DEADLINE_PROBLEM);
    else setProblem(firstErrorMessage(errors));
  }

  /** Whether a deadline about to be sent fits the tournament (else says why, as the server would). */
  function deadlineFits(deadline: string | null | undefined, times: TournamentTimes): boolean {
    const found = deadlineRuleProblem(deadline, times);
    setDeadlineError(found);
    setProblem(null);
    return found === null;
  }

  return {
    form,
    edited,
    toggleDeadline,
    followStartDate,
    deadlineError,
    failure,
    explain,
    deadlineFits,
  };
}
