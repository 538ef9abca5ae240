import type { PoolType, StandingGolfer, StandingRow } from '@fairway/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatToPar } from '../../../lib/format';
import { ROUND_KEYS } from '../../leaderboard';
import {
  countingReason,
  golferProgressLabel,
  isGolferOut,
  progressMeaning,
} from '../standings-rules';
import { EntryFacts, type EntryFactsContext } from './EntryFacts';
import { ProgressMark } from './GolferCell';
import { UniqueMark } from './UniqueMark';

interface EntrySheetProps {
  /** The dialog's id, which the entry's button names (aria-controls) while it is open. */
  id: string;
  /** The opened entry; null when none is (the sheet is closed). */
  row: StandingRow | null;
  /** Its name as the table shows it ("Alice #2") and its rank ("T3"). */
  label: string;
  rankLabel: string;
  uniqueGolfers: ReadonlySet<number>;
  poolType: PoolType;
  facts: EntryFactsContext;
  onClose: () => void;
  /** Where the focus goes back to once closed: the entry's own button in the table. */
  returnFocus: () => void;
}

/**
 * An entry opened on a phone: a sheet from the bottom of the screen with one card per golfer
 * (their score to par, progress or status, what the entry counts for them and why), nothing
 * wider than the screen. It is a modal dialog (Radix): the focus moves into it and back to the
 * entry, Escape or Close shuts it, and the page behind holds still.
 */
export function EntrySheet({
  id,
  row,
  label,
  rankLabel,
  uniqueGolfers,
  poolType,
  facts,
  onClose,
  returnFocus,
}: EntrySheetProps) {
  return (
    <RadixDialog.Root open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <RadixDialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the entry's button, also when the sheet was opened by a tap on its row.
            event.preventDefault();
            returnFocus();
          }}
          // It scrolls as a whole, its title bar stuck at the top: the Close button inside the
          // scrolling box lets a keyboard reach (and so scroll) it.
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto overscroll-contain rounded-t-2xl border-t border-line bg-surface text-ink shadow-2xl focus:outline-none"
        >
          {row && (
            <>
              <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-line bg-surface px-4 py-3">
                <RadixDialog.Title className="min-w-0 break-words text-lg font-semibold">
                  {label}
                </RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <Button variant="secondary" size="sm" className="shrink-0">
                    <X aria-hidden className="size-4" />
                    Close
                  </Button>
                </RadixDialog.Close>
              </div>
              <div className="space-y-4 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
                <EntryFacts
                  row={row}
                  context={facts}
                  layout="tiles"
                  lead={[
                    { label: 'Rank', value: rankLabel },
                    { label: 'Score', value: <ScoreToPar value={row.totalScore} /> },
                  ]}
                />
                <section aria-label={`Rounds for ${label}`}>
                  <ul className="space-y-2">
                    {row.selections.map((golfer, slot) => (
                      <GolferCard
                        key={`${golfer.golferId}-${slot}`}
                        golfer={golfer}
                        unique={uniqueGolfers.has(golfer.golferId)}
                        replaced={row.alternate?.slot === slot ? row.alternate.replacedName : null}
                        poolType={poolType}
                      />
                    ))}
                  </ul>
                  <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold">
                    Total counted <ScoreToPar value={row.totalScore} className="font-bold" />
                  </p>
                </section>
              </div>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** "R1 -1 · R2 -2": the rounds played so far. */
const roundsPlayed = (golfer: StandingGolfer) =>
  ROUND_KEYS.flatMap((key) => {
    const score = golfer.rounds[key];
    return score === undefined || score === null ? [] : [`R${key} ${formatToPar(score)}`];
  }).join(' · ');

/** "Thru 12", "Finished round", "Tees off 1:40 PM": where a golfer still playing is. */
function progressText(golfer: StandingGolfer) {
  const meaning = progressMeaning(golfer, golferProgressLabel(golfer));
  return meaning.charAt(0).toUpperCase() + meaning.slice(1);
}

/** One golfer of the opened entry: what they shot, where they are, what the entry counts. */
function GolferCard({
  golfer,
  unique,
  replaced,
  poolType,
}: {
  golfer: StandingGolfer;
  unique: boolean;
  /** Whom the alternate in this slot replaced, when one did. */
  replaced: string | null;
  poolType: PoolType;
}) {
  const rounds = roundsPlayed(golfer);
  return (
    <li className="rounded-xl border border-line p-3" data-golfer-status={golfer.status}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold">
          {golfer.name} {unique && <UniqueMark />}
        </p>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-muted">Counted</span>
          <ScoreToPar value={golfer.score} className="text-lg font-bold" />
        </p>
      </div>
      {/* Each piece whole: a narrow screen wraps between them, never inside one. */}
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="whitespace-nowrap">
          <span className="text-muted">To par </span>
          <ScoreToPar value={golfer.actualScore} className="font-semibold" />
        </span>
        {isGolferOut(golfer) ? (
          <ProgressMark golfer={golfer} />
        ) : (
          <span className="whitespace-nowrap">{progressText(golfer)}</span>
        )}
        {rounds && <span className="tabular whitespace-nowrap text-muted">{rounds}</span>}
      </p>
      {replaced !== null && (
        <p className="mt-1 text-xs font-medium">
          Replaced by alternate: in for {replaced}, who withdrew before hitting a shot
        </p>
      )}
      <p className="mt-1 text-xs text-muted">{countingReason(golfer, poolType)}</p>
    </li>
  );
}
