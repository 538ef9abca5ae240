import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { demoStandingsPath } from '../paths';

interface DemoPicksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tournamentName: string;
  /** The tournament in play, whose standings show what picks turn into; null when none is. */
  liveTournamentId: number | null;
}

const STEPS = [
  'One golfer each from tiers 1, 2 and 3: the tiers come from the odds, favorites in tier 1.',
  'Two golfers from tier 4, the long shots.',
  'A guess at the winning score to par, which breaks ties.',
];

/**
 * "Make Picks" in the demo (docs/rules.md, "Demo"): the demo is read-only, so instead of a form
 * that would save nothing, how picking works and the way to a pool of one's own.
 */
export function DemoPicksDialog({
  open,
  onOpenChange,
  tournamentName,
  liveTournamentId,
}: DemoPicksDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make picks for ${tournamentName}`}
      description="The demo group is read-only, so picks made here would not be saved. In your own pool, an entry is five golfers and a tiebreak:"
      footer={
        <ButtonLink to="/register" size="sm">
          Create a Free Account
        </ButtonLink>
      }
    >
      <ol className="list-decimal space-y-1.5 pl-5 text-sm">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted">
        Picks stay hidden from the group until the first tee time; then the standings rank every
        entry as the scores come in.
        {liveTournamentId !== null && (
          <>
            {' '}
            <Link
              to={demoStandingsPath(liveTournamentId)}
              className="rounded font-semibold text-primary hover:underline"
            >
              See the live standings
            </Link>{' '}
            of a tournament in play.
          </>
        )}
      </p>
    </Dialog>
  );
}
