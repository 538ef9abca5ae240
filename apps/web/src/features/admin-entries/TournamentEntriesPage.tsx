import type { AdminEntry } from '@fairway/contract';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/Field';
import { EmptyState, ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { entryLabels } from '../../lib/entry-labels';
import { formatToPar, toParTone } from '../../lib/format';
import { useAdminEntries } from './api/admin-entries';
import { searchEntries } from './utils/entry-search';

/**
 * /admin/tournament/{tournamentId}/entries (user 1): every entry of one tournament across all
 * groups, searchable by player, email, group or golfer (linked from Manage Entries).
 */
export function TournamentEntriesPage() {
  const tournamentId = Number(useParams().tournamentId);
  const entries = useAdminEntries(tournamentId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => searchEntries(entries.data?.entries ?? [], deferredQuery),
    [entries.data, deferredQuery],
  );
  // Numbered within each group, from every entry: a search that hides a player's other entry
  // keeps their numbers.
  const names = useMemo(
    () =>
      entryLabels(
        (entries.data?.entries ?? []).map(({ entryId, userId, userName, groupId }) => ({
          entryId,
          player: { id: userId, name: userName },
          groupId,
        })),
      ),
    [entries.data],
  );

  if (entries.isError)
    return (
      <ErrorPanel
        title="Error Loading Entries"
        message={errorMessage(entries.error, 'Failed to fetch entries')}
        onRetry={() => void entries.refetch()}
      />
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Manage Entries"
        description={entries.data?.tournamentName ?? 'Loading…'}
        actions={
          <ButtonLink to="/admin" variant="ghost">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Admin
          </ButtonLink>
        }
      />
      {entries.isPending ? (
        <div role="status" aria-label="Loading entries">
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : entries.data.entries.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-6" />}
          title="No entries for this tournament yet."
        />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="w-full max-w-sm">
              <TextField
                label="Search entries"
                type="search"
                placeholder="Player, email, group or golfer"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <p className="text-sm text-muted" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'entry' : 'entries'}
            </p>
          </div>
          <EntriesTable entries={shown} names={names} />
        </>
      )}
    </div>
  );
}

function EntriesTable({
  entries,
  names,
}: {
  entries: AdminEntry[];
  /** Each entry's player, numbered within the group. */
  names: ReadonlyMap<number, string>;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th className="px-4 py-3">Rank</th>
            <th className="px-4 py-3">Player</th>
            <th className="px-4 py-3">Group</th>
            <th className="px-4 py-3">Picks</th>
            <th className="px-4 py-3 text-right">Total</th>
            <th className="px-4 py-3 text-right">Tiebreaker</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.entryId} className="align-top">
              <td className="px-4 py-3 tabular-nums">{entry.rank ?? '–'}</td>
              <td className="px-4 py-3">
                <div className="font-medium">{names.get(entry.entryId)}</div>
                <div className="text-xs text-muted">{entry.userEmail}</div>
              </td>
              <td className="px-4 py-3">
                <Link className="text-primary hover:underline" to={`/groups/${entry.groupId}`}>
                  {entry.groupName}
                </Link>
              </td>
              <td className="px-4 py-3">
                <ul className="space-y-0.5">
                  {entry.picks.map((pick, index) => (
                    <li key={index}>
                      <span className="text-muted">Tier {pick.tier}</span> {pick.name}
                      {pick.score !== null && (
                        <span className={`ml-1 tabular-nums ${toParTone(pick.score)}`}>
                          ({formatToPar(pick.score)})
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
              <td
                className={`px-4 py-3 text-right font-semibold tabular-nums ${toParTone(entry.totalScore)}`}
              >
                {formatToPar(entry.totalScore)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{entry.tiebreaker ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
