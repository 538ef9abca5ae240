import type { AdminTournamentsResponse } from '@fairway/contract';
import { Plus, Trophy } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/States';
import { useNow } from '../../../hooks/useNow';
import { AdminTournamentCard } from './AdminTournamentCard';

/** The group's tournaments, or what to do when there are none yet. */
export function AdminTournamentList({
  groupId,
  data,
  onAdd,
}: {
  groupId: number;
  data: AdminTournamentsResponse;
  onAdd: () => void;
}) {
  // Badges and the delete/view rules move with the clock (deadlines, start dates).
  const now = useNow(60_000);
  return (
    <section aria-labelledby="admin-tournaments-title" className="space-y-3">
      <h2 id="admin-tournaments-title" className="text-lg font-semibold">
        Tournaments
      </h2>
      {data.tournaments.length === 0 ? (
        <EmptyState
          icon={<Trophy aria-hidden className="size-6" />}
          title="No tournaments yet"
          action={
            <Button onClick={onAdd}>
              <Plus aria-hidden className="size-4" />
              Add Tournament
            </Button>
          }
        >
          Add a tournament so members can make their picks. You choose the entry fee, payouts,
          deadline and how many entries each member may submit.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {data.tournaments.map((tournament) => (
            <AdminTournamentCard
              key={tournament.id}
              groupId={groupId}
              tournament={tournament}
              groupInfo={data.group_info}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
