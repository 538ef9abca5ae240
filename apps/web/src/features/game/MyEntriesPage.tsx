import type { Entry } from '@fairway/contract';
import { ArrowLeft, BarChart3, ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import {
  DescriptionLoading,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
} from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/toast';
import { useNow } from '../../hooks/useNow';
import { useAvailableTournaments } from './api/available-tournaments';
import { useDeleteEntry } from './api/delete-entry';
import { useEntries } from './api/entries';
import { EntriesLockedNotice } from './components/EntriesLockedNotice';
import { EntryCard } from './components/EntryCard';
import { canAddEntry, entriesClosed, ownEntries } from './utils/entry-rules';
import { entryPath, groupTournamentsPath, standingsPath } from './utils/paths';

export const DELETE_ENTRY_QUESTION =
  'Are you sure you want to delete this entry? This action cannot be undone.';

/** /groups/{groupId}/tournament/{tournamentId}/my-entries: the signed-in user's entries. */
export function MyEntriesPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const tournamentId = Number(params.tournamentId);
  const { userId } = useAuth();
  // Every few seconds is enough: controls hide soon after the deadline, and the server enforces it.
  const now = useNow(5_000);
  const tournaments = useAvailableTournaments(groupId);
  const entries = useEntries(groupId, tournamentId);
  const remove = useDeleteEntry(groupId, tournamentId);
  const [deleting, setDeleting] = useState<Entry | null>(null);

  // Finished tournaments leave the group's available list; their entries stay readable, locked.
  const tournament = tournaments.data?.find((t) => t.id === tournamentId);
  const mine = ownEntries(entries.data ?? [], userId ?? undefined);
  const locked = !tournament || entriesClosed(tournament, now);
  const canAdd = tournament !== undefined && canAddEntry(tournament, mine.length, now);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Entry deleted'),
      onSettled: () => setDeleting(null),
    });
  }

  const addAction = (label: string) => (
    <ButtonLink to={entryPath(groupId, tournamentId)}>
      <Plus aria-hidden className="size-4" />
      {label}
    </ButtonLink>
  );

  let content;
  if (entries.isError) {
    content = (
      <ErrorPanel
        title="Error Loading Entries"
        message={errorMessage(entries.error, 'Failed to fetch entries')}
        onRetry={() => void entries.refetch()}
      />
    );
  } else if (entries.isPending || tournaments.isPending || userId === null) {
    // Whose entries these are is known from the stored session (lib/auth/AuthProvider.tsx).
    content = (
      <div role="status" aria-label="Loading entries" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    );
  } else if (mine.length === 0) {
    content = (
      <EmptyState
        icon={<ClipboardList className="size-6" />}
        title="You haven't made any picks yet"
        action={canAdd ? addAction('Make Picks') : undefined}
      >
        {canAdd
          ? 'Pick one golfer from each of tiers 1-3 and two from tier 4 before the deadline.'
          : 'Entries are closed for this tournament.'}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2">
        {mine.map((entry, index) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            number={index + 1}
            editTo={locked ? undefined : entryPath(groupId, tournamentId, entry.id)}
            onDelete={locked ? undefined : () => setDeleting(entry)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="My Entries"
        description={
          tournament?.name ?? (tournaments.isPending ? <DescriptionLoading /> : undefined)
        }
        actions={
          <>
            <ButtonLink to={groupTournamentsPath(groupId)} variant="ghost">
              <ArrowLeft aria-hidden className="size-4" />
              Back to Tournaments
            </ButtonLink>
            <ButtonLink to={standingsPath(groupId, tournamentId)} variant="secondary">
              <BarChart3 aria-hidden className="size-4" />
              View Standings
            </ButtonLink>
            {canAdd && mine.length > 0 && addAction('Add Entry')}
          </>
        }
      />
      {tournaments.isError && (
        <Alert tone="danger">
          {errorMessage(tournaments.error, 'Failed to fetch tournaments')}
        </Alert>
      )}
      {locked && tournaments.isSuccess && (
        <EntriesLockedNotice
          deadline={tournament?.entryDeadline || null}
          disabledByAdmin={tournament?.isActive === false}
        />
      )}
      {remove.isError && (
        <Alert tone="danger">{errorMessage(remove.error, 'Failed to delete entry')}</Alert>
      )}
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Entry"
        message={DELETE_ENTRY_QUESTION}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
