import type { Entry, GolfersByTierResponse, MemberTournament } from '@fairway/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useIsPhone } from '../../../hooks/useMediaQuery';
import { useNow } from '../../../hooks/useNow';
import { useSaveEntry } from '../api/save-entry';
import { deadlinePassed, parseTiebreaker, submitButtonLabel } from '../utils/entry-rules';
import { myEntriesPath } from '../utils/paths';
import { pickCompletesTier, stepAfterPick, stepDone, type PickStep } from '../utils/pick-steps';
import {
  EMPTY_SELECTION,
  PICKS_PER_ENTRY,
  TIERS,
  type TierNumber,
  isComplete,
  pickedCount,
  picksInTier,
  selectionFromEntry,
  toggleSelection,
} from '../utils/selection';
import { EntryDeadlineNotice } from './EntryDeadlineNotice';
import { PickSteps } from './PickSteps';
import { SelectionSummary } from './SelectionSummary';
import { StepBar } from './StepBar';
import { AlternateField } from './AlternateField';
import { TiebreakerField } from './TiebreakerField';
import { TierPicker } from './TierPicker';

export const INCOMPLETE_WARNING = 'Please complete your selections before submitting';

/** Golfer names by id: the tiers first, then the entry's own list (a golfer may have left the field). */
function nameLookup(tiers: GolfersByTierResponse['tiers'], editing: Entry | null) {
  const names = new Map<number, string>();
  for (const golfer of editing?.golfers ?? []) names.set(golfer.id, golfer.name);
  for (const list of Object.values(tiers)) for (const g of list) names.set(g.id, g.name);
  return (id: number) => names.get(id) ?? `Golfer #${id}`;
}

/** The picks form for a new entry, or for editing `editing`. */
export function EntryForm({
  groupId,
  userId,
  tournament,
  tiers,
  editing,
}: {
  groupId: number;
  userId: number | undefined;
  tournament: MemberTournament;
  tiers: GolfersByTierResponse['tiers'];
  editing: Entry | null;
}) {
  const navigate = useNavigate();
  const save = useSaveEntry(groupId, tournament.id);
  // The countdown ticks on its own; the form only needs to notice the deadline within seconds.
  const now = useNow(5_000);
  const [selection, setSelection] = useState(() =>
    editing ? selectionFromEntry(editing) : EMPTY_SELECTION,
  );
  const [tiebreaker, setTiebreaker] = useState(() => editing?.tiebreaker?.toString() ?? '');
  const [chosenAlternate, setAlternate] = useState<number | null>(
    () => editing?.alternate?.id ?? null,
  );
  // Picking the alternate as one of the five leaves no alternate.
  const alternate =
    tournament.allowAlternate &&
    chosenAlternate !== null &&
    !selection.tier4.includes(chosenAlternate)
      ? chosenAlternate
      : null;
  const [warning, setWarning] = useState<string | null>(null);
  // On a phone one step shows at a time (CSS hides the others; wider screens show them all).
  const [step, setStep] = useState<PickStep>(1);
  const isPhone = useIsPhone();
  const stepBoxes = useRef(new Map<PickStep, HTMLElement>());
  const keepStepBox = (step: PickStep) => (box: HTMLElement | null) => {
    if (box) stepBoxes.current.set(step, box);
    else stepBoxes.current.delete(step);
  };

  const closed = deadlinePassed(tournament, now);
  const locked = closed || !tournament.isActive;
  const complete = isComplete(selection);
  const missing = PICKS_PER_ENTRY - pickedCount(selection);
  const nameOf = nameLookup(tiers, editing);
  const submitLabel = submitButtonLabel({ editing: editing !== null, closed });

  /** Shows a step (on a phone) and moves focus to it, so keyboard and screen readers follow. */
  function goTo(next: PickStep) {
    setStep(next);
    // After the render that unhides it: a hidden box cannot take focus.
    requestAnimationFrame(() => {
      const box = stepBoxes.current.get(next);
      box?.focus({ preventScroll: true });
      box?.scrollIntoView({ block: 'start' });
    });
  }

  /**
   * Picks or unpicks a golfer. On a phone a pick that completes its tier moves on by itself
   * (to the next tier still open, else the review): no "Next" tap per tier.
   */
  function toggle(tier: TierNumber, golferId: number) {
    setWarning(null);
    const next = toggleSelection(selection, tier, golferId);
    setSelection(next);
    if (isPhone && pickCompletesTier(next, tier, golferId)) goTo(stepAfterPick(next, tier));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || save.isPending) return;
    if (!isComplete(selection)) {
      setWarning(INCOMPLETE_WARNING);
      return;
    }
    setWarning(null);
    save.mutate(
      {
        userId,
        groupId,
        tournamentId: tournament.id,
        tier1GolferId: selection.tier1,
        tier2GolferId: selection.tier2,
        tier3GolferId: selection.tier3,
        tier4GolferId1: selection.tier4[0],
        tier4GolferId2: selection.tier4[1],
        tiebreaker: parseTiebreaker(tiebreaker),
        // Only where the group uses alternates: elsewhere an edit leaves the stored one alone.
        ...(tournament.allowAlternate && { alternateGolferId: alternate }),
        ...(editing ? { entry_id: editing.id } : {}),
      },
      {
        onSuccess: () => {
          toast.success(editing ? 'Your picks were updated' : 'Your picks are in!');
          void navigate(myEntriesPath(groupId, tournament.id));
        },
      },
    );
  }

  return (
    // One column that never grows past the screen (the steps' chips scroll inside their strip).
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      {/* Once entries close, that is the first thing on the page, not below 150 golfers. */}
      {closed && (
        <div className="lg:col-span-2">
          <EntryDeadlineNotice tournament={tournament} closed msLeft={0} />
        </div>
      )}
      {!locked && <PickSteps selection={selection} current={step} nameOf={nameOf} onGo={goTo} />}
      <fieldset disabled={locked} className="min-w-0 space-y-4">
        <legend className="sr-only">Pick your golfers</legend>
        {TIERS.map((tier) => (
          <div
            key={tier}
            ref={keepStepBox(tier)}
            tabIndex={-1}
            className={cn(
              'scroll-mt-20 focus:outline-none',
              // Steps only while picks can be made: a closed entry shows every tier, to read.
              !locked && step !== tier && 'max-sm:hidden',
            )}
          >
            <TierPicker
              tier={tier}
              golfers={tiers[`tier${tier}`]}
              picked={picksInTier(selection, tier)}
              locked={locked}
              onToggle={(id) => toggle(tier, id)}
            />
          </div>
        ))}
      </fieldset>

      <Card
        id="entry-review"
        ref={keepStepBox('review')}
        tabIndex={-1}
        className={cn(
          'h-fit scroll-mt-20 space-y-5 p-5 focus:outline-none lg:sticky lg:top-20',
          !locked && step !== 'review' && 'max-sm:hidden',
        )}
      >
        {!closed && (
          <EntryDeadlineNotice
            tournament={tournament}
            closed={false}
            msLeft={Date.parse(tournament.entryDeadline) - now}
          />
        )}
        <SelectionSummary selection={selection} nameOf={nameOf} />
        <TiebreakerField value={tiebreaker} onChange={setTiebreaker} disabled={locked} />
        {tournament.allowAlternate && (
          <AlternateField
            golfers={tiers.tier4}
            picked={selection.tier4}
            value={alternate}
            onChange={setAlternate}
            disabled={locked}
          />
        )}
        {warning && <Alert tone="warning">{warning}</Alert>}
        {save.isError && (
          <Alert tone="danger">{errorMessage(save.error, 'Failed to submit entry')}</Alert>
        )}
        {/* On a phone making picks, submit is in the bar at the bottom of the screen. */}
        {(!isPhone || locked) && (
          <div className="space-y-2">
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={locked || !complete}
              loading={save.isPending}
            >
              {submitLabel}
            </Button>
            {!locked && !complete && (
              <p className="text-center text-xs text-muted">
                Pick {missing} more golfer{missing === 1 ? '' : 's'} to submit.
              </p>
            )}
          </div>
        )}
      </Card>
      {!locked && (
        <StepBar
          step={step}
          count={pickedCount(selection)}
          stepDone={stepDone(selection, step)}
          onGo={goTo}
          submit={
            isPhone && (
              <Button type="submit" size="sm" disabled={!complete} loading={save.isPending}>
                {submitLabel}
              </Button>
            )
          }
        />
      )}
    </form>
  );
}
