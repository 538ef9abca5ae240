import type { MemberTournament } from '@fairway/contract';
import { ArrowLeft, ClipboardList, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import {
  DescriptionLoading,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
} from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useGroup } from '../../hooks/useGroup';
import { useAvailableTournaments } from './api/available-tournaments';
import { FinishedTournaments } from './components/FinishedTournaments';
import { PickSubmissionsDialog } from './components/PickSubmissionsDialog';
import { TournamentCard } from './components/TournamentCard';

const cardGrid = 'grid gap-4 md:grid-cols-2';

function Section({
  groupId,
  title,
  tournaments,
}: {
  groupId: number;
  title: string;
  tournaments: MemberTournament[];
}) {
  if (tournaments.length === 0) return null;
  const headingId = `section-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className={cardGrid}>
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} groupId={groupId} tournament={tournament} />
        ))}
      </ul>
    </section>
  );
}

/** Nothing in play: "No Tournaments Available", or, after the group's tournaments ended, says so. */
function NoTournaments({
  groupId,
  isAdmin,
  hasFinished,
}: {
  groupId: number;
  isAdmin: boolean;
  hasFinished: boolean;
}) {
  return (
    <EmptyState
      icon={<Trophy className="size-6" />}
      title={hasFinished ? 'No Tournament Open for Picks' : 'No Tournaments Available'}
    >
      {hasFinished && 'Every tournament of this group has finished: final standings are below. '}
      {isAdmin ? (
        <>
          Add a tournament for the group from the{' '}
          <Link
            to={`/groups/${groupId}/admin`}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            Admin page
          </Link>
          .
        </>
      ) : (
        'When a group admin adds a tournament, it shows up here for you to make your picks.'
      )}
    </EmptyState>
  );
}

const byStart = (a: MemberTournament, b: MemberTournament) =>
  a.startDate.localeCompare(b.startDate);

/** /groups/{groupId}/tournaments: the group's live and upcoming tournaments, and who has picked. */
export function GroupTournamentsPage() {
  const groupId = Number(useParams().groupId);
  const group = useGroup(groupId);
  const tournaments = useAvailableTournaments(groupId);
  const [showSubmissions, setShowSubmissions] = useState(false);

  let content;
  if (tournaments.isPending) {
    content = (
      <div role="status" aria-label="Loading tournaments" className={cardGrid}>
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  } else if (tournaments.isError) {
    content = (
      <ErrorPanel
        title="Error Loading Tournaments"
        message={errorMessage(tournaments.error, 'Failed to fetch tournaments')}
        onRetry={() => void tournaments.refetch()}
      />
    );
  } else {
    const sorted = [...tournaments.data].sort(byStart);
    const finished = (
      <FinishedTournaments groupId={groupId} tournaments={group.data?.tournaments ?? []} />
    );
    content = (
      <div className="space-y-8">
        {sorted.length === 0 && (
          <NoTournaments
            groupId={groupId}
            isAdmin={group.data?.isAdmin ?? false}
            hasFinished={group.data?.tournaments.some((t) => t.status === 'completed') ?? false}
          />
        )}
        <Section
          groupId={groupId}
          title="Active"
          tournaments={sorted.filter((t) => t.status === 'active')}
        />
        <Section
          groupId={groupId}
          title="Upcoming"
          tournaments={sorted.filter((t) => t.status === 'upcoming')}
        />
        {finished}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Tournaments"
        description={group.data?.name ?? (group.isPending ? <DescriptionLoading /> : undefined)}
        actions={
          <>
            <ButtonLink to={`/groups/${groupId}`} variant="ghost">
              <ArrowLeft aria-hidden className="size-4" />
              Back to Group
            </ButtonLink>
            <Button variant="secondary" onClick={() => setShowSubmissions(true)}>
              <ClipboardList aria-hidden className="size-4" />
              View Pick Submissions
            </Button>
          </>
        }
      />
      {content}
      <PickSubmissionsDialog
        groupId={groupId}
        isAdmin={group.data?.isAdmin ?? false}
        open={showSubmissions}
        onOpenChange={setShowSubmissions}
      />
    </div>
  );
}
