import { ArrowLeft, Hourglass, Lock } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import {
  DescriptionLoading,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
} from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useAvailableTournaments } from './api/available-tournaments';
import { useEntries } from './api/entries';
import { useGolfersByTier } from './api/golfers-by-tier';
import { DISABLED_BY_ADMIN, ENTRIES_CLOSED } from './components/EntriesLockedNotice';
import { EntryForm } from './components/EntryForm';
import { entryLimit, formTarget, type FormTarget } from './utils/entry-rules';
import { groupTournamentsPath } from './utils/paths';

export const TIERS_NOT_SET =
  'Tier selections have not been set for this tournament yet. Please check back later.';

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading golfers" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

/**
 * The form for the entry decided when the page's data first arrived: the decision stands for
 * the visit. After a save the entries are fetched again while the app moves on to My Entries;
 * a player's new first entry would otherwise turn this form into that entry's edit form (a
 * fresh form, which takes a keyboard user's focus with it) just before the page is left.
 */
function DecidedEntryForm({
  target,
  ...form
}: { target: Exclude<FormTarget, { kind: 'error' }> } & Omit<
  ComponentProps<typeof EntryForm>,
  'editing'
>) {
  const [decided] = useState(target);
  return <EntryForm editing={decided.kind === 'edit' ? decided.entry : null} {...form} />;
}

/**
 * /groups/{groupId}/tournament/{tournamentId}/entry and .../entry/{entryId}: pick five golfers.
 * Without an entry id it is a new entry, unless the user is at their limit (then it edits their first).
 */
export function EntryFormPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const tournamentId = Number(params.tournamentId);
  const entryId = params.entryId ? Number(params.entryId) : null;
  const { user } = useAuth();
  const tournaments = useAvailableTournaments(groupId);
  const golfers = useGolfersByTier(tournamentId);
  const entries = useEntries(groupId, tournamentId);

  const tournament = tournaments.data?.find((t) => t.id === tournamentId);
  const back = (
    <ButtonLink to={groupTournamentsPath(groupId)} variant="secondary">
      <ArrowLeft aria-hidden className="size-4" />
      Back to Tournaments
    </ButtonLink>
  );
  const failed = (title: string, message: string, retry?: () => void) => (
    <ErrorPanel title={title} message={message} onRetry={retry}>
      {back}
    </ErrorPanel>
  );

  let title = 'Make Your Picks';
  let content: ReactNode;
  if (tournaments.isError) {
    content = failed(
      'Error Loading Tournament',
      errorMessage(tournaments.error, 'Failed to fetch tournaments'),
      () => void tournaments.refetch(),
    );
  } else if (tournaments.isSuccess && !tournament) {
    content = failed('Tournament Not Available', 'This tournament is not available in this group');
  } else if (tournament && !tournament.isActive) {
    // Entries the group admin disabled are closed: a notice, not a picker the server would refuse.
    content = (
      <EmptyState icon={<Lock className="size-6" />} title={ENTRIES_CLOSED} action={back}>
        {DISABLED_BY_ADMIN}
      </EmptyState>
    );
  } else if (golfers.isError) {
    content = failed(
      'Error Loading Golfers',
      errorMessage(golfers.error, 'Failed to fetch golfers'),
      () => void golfers.refetch(),
    );
  } else if (entries.isError) {
    content = failed(
      'Error Loading Entry',
      `Error loading entry: ${errorMessage(entries.error, 'Failed to fetch entries')}`,
      () => void entries.refetch(),
    );
  } else if (!tournament || golfers.isPending || entries.isPending || !user) {
    // Which entry to edit depends on who is signed in, known once the session check answers.
    content = <FormSkeleton />;
  } else if (golfers.data.tiers.tier1.length === 0) {
    content = (
      <EmptyState icon={<Hourglass className="size-6" />} title="Picks Not Open Yet" action={back}>
        {TIERS_NOT_SET}
      </EmptyState>
    );
  } else {
    const target = formTarget({
      entryId,
      entries: entries.data,
      userId: user?.id,
      limit: entryLimit(tournament),
    });
    if (target.kind === 'error') {
      content = failed('Error Loading Entry', target.message);
    } else {
      if (target.kind === 'edit') title = 'Edit Your Picks';
      content = (
        <DecidedEntryForm
          // Another address (another entry to edit) decides again.
          key={entryId ?? 'new'}
          target={target}
          groupId={groupId}
          userId={user?.id}
          tournament={tournament}
          tiers={golfers.data.tiers}
        />
      );
    }
  }

  return (
    <div className="mx-auto max-w-6xl pb-20 sm:pb-0">
      <PageHeader
        title={title}
        description={
          <>
            {/* The name's line keeps its room while it loads; the rule is known at once. */}
            {tournament ? <span className="block">{tournament.name}</span> : <DescriptionLoading />}
            <span className="block text-sm">
              One golfer from each of tiers 1-3 and two from tier 4.
            </span>
          </>
        }
      />
      {content}
    </div>
  );
}
