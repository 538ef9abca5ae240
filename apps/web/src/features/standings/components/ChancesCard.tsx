import type { RootingGolfer, StandingRow } from '@fairway/contract';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { entryLabels } from '../../../lib/entry-labels';
import { useEntryChances, useRooting } from '../api/forecast';
import { formatChance, formatSwing } from '../chance';
import { PayoutAmount } from './PayoutAmount';

interface ChancesCardProps {
  groupId: number;
  tournamentId: number;
  rows: StandingRow[];
  userId: number | null;
  /** The tournament is in play: a finished one's chances are settled, and the card is left out. */
  live: boolean;
  /** The pool pays: show the expected payout. */
  showPayouts: boolean;
  /** Finishes the forecast simulated (the body's `forecast`), when one is in. */
  simulations: number | null;
  /** A visitor to the demo group: its entry's forecast comes from the demo's public routes. */
  demo?: boolean;
}

/**
 * "Your Chances": the viewer's entry's chance to win and expected payout, a chart of its chance
 * at the end of each round, and whom to root for (docs/rules.md, "Win probability" and "Who to
 * root for"). Shown to members with an entry while the tournament is in play and the standings
 * carry chances; a finished tournament has none (its table says what each entry won).
 */
export function ChancesCard({
  groupId,
  tournamentId,
  rows,
  userId,
  live,
  showPayouts,
  simulations,
  demo = false,
}: ChancesCardProps) {
  const mine = useMemo(
    () => rows.filter((row) => row.player.id === userId && row.winProbability !== undefined),
    [rows, userId],
  );
  const labels = useMemo(() => entryLabels(rows), [rows]);
  const [chosen, setChosen] = useState<number | null>(null);
  const entry = mine.find((row) => row.entryId === chosen) ?? mine[0];
  if (!entry || !live) return null;
  const ref = { groupId, tournamentId, entryId: entry.entryId, demo };
  return (
    <Card>
      <section aria-label="Your chances">
        <CardHeader
          title="Your Chances"
          description={
            simulations
              ? `Simulated from here to the last putt, ${simulations.toLocaleString('en-US')} times`
              : undefined
          }
        />
        <div className="space-y-5 px-5 py-4">
          {mine.length > 1 && (
            <SelectField
              label="Entry"
              value={entry.entryId}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {mine.map((row) => (
                <option key={row.entryId} value={row.entryId}>
                  {labels.get(row.entryId)}
                </option>
              ))}
            </SelectField>
          )}
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                Chance to win
              </dt>
              <dd className="tabular text-2xl font-bold">{formatChance(entry.winProbability!)}</dd>
            </div>
            {/* In the money: finishing in the paid places, ties into the last one included. */}
            {showPayouts && entry.cashProbability !== undefined && (
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                  Chance to cash
                </dt>
                <dd className="tabular text-2xl font-bold">
                  {formatChance(entry.cashProbability)}
                </dd>
              </div>
            )}
            {showPayouts && entry.expectedPayout !== undefined && (
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                  Expected payout
                </dt>
                <dd className="text-2xl font-bold">
                  <PayoutAmount dollars={entry.expectedPayout} />
                </dd>
              </div>
            )}
          </dl>
          <ChanceByRound entry={ref} />
          <RootingList entry={ref} />
        </div>
      </section>
    </Card>
  );
}

type EntryRef = { groupId: number; tournamentId: number; entryId: number; demo: boolean };

/** A bar per round: the entry's chance to win at the end of it (the current round: now). */
function ChanceByRound({ entry }: { entry: EntryRef }) {
  const chances = useEntryChances(entry, true);
  const rounds = chances.data?.rounds ?? [];
  if (rounds.length === 0) return null;
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold">Chance to win by round</figcaption>
      <ol className="flex h-32 items-end gap-3" aria-label="Chance to win by round">
        {rounds.map(({ round, winProbability }) => (
          <li key={round} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="tabular text-xs font-semibold">{formatChance(winProbability)}</span>
            <span
              aria-hidden
              className="w-full max-w-16 rounded-t bg-primary"
              style={{ height: `${Math.max(2, winProbability * 100)}%` }}
            />
            <span className="text-xs text-muted">
              <span className="sr-only">after </span>R{round}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** Golfers whose finish moves the entry's chance most: for them, and against them. */
function RootingList({ entry }: { entry: EntryRef }) {
  const rooting = useRooting(entry, true);
  const golfers = rooting.data ?? [];
  // Forecasts busy (503) past the retries, or out of reach: say so, and let them ask again.
  if (rooting.isError && !rooting.data)
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        Whom to root for could not be worked out just now.
        <Button variant="secondary" size="sm" onClick={() => void rooting.refetch()}>
          Try again
        </Button>
      </p>
    );
  if (golfers.length === 0) return null;
  const forThem = golfers.filter((golfer) => golfer.swing > 0);
  const against = golfers.filter((golfer) => golfer.swing < 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RootingColumn title="Root for" golfers={forThem} />
      <RootingColumn title="Root against" golfers={against} />
    </div>
  );
}

function RootingColumn({ title, golfers }: { title: string; golfers: RootingGolfer[] }) {
  if (golfers.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ol className="space-y-1.5">
        {golfers.map((golfer) => (
          <li key={golfer.golferId} className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">
              {golfer.name} {golfer.held && <Badge tone="green">Yours</Badge>}
            </span>
            <span className="tabular shrink-0 text-muted">
              {formatSwing(golfer.swing)}
              <span className="sr-only"> to your chance if they play well</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
