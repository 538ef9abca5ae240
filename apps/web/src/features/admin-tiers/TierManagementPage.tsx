import type { TierChangeConflict } from '@fairway/contract';
import { ALL_TIERS } from '@fairway/domain';
import { ArrowLeft, Save, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAdminTiers, useAvailableGolfers, useSaveTiers } from './api/tiers';
import { OddsCsvControls } from './components/OddsCsvControls';
import { TierConflictDialog } from './components/TierConflictDialog';
import { TierList } from './components/TierList';
import {
  addToTier,
  autoAssign,
  boardFromServer,
  hasOverfullTier,
  removeFromTier,
  sameBoard,
  saveBody,
  setOdds,
  type TierBoard,
} from './utils/tier-board';

export const TIERS_SAVED_MESSAGE = 'Tiers updated successfully';

/**
 * /admin/tournament/{tournamentId}/tiers (user 1): the four pick tiers of one tournament.
 * Every change edits a draft; nothing reaches members until Save Tiers.
 */
export function TierManagementPage() {
  const tournamentId = Number(useParams().tournamentId);
  const tiers = useAdminTiers(tournamentId);
  const available = useAvailableGolfers(tournamentId);
  const save = useSaveTiers(tournamentId);
  const [draft, setDraft] = useState<TierBoard | null>(null);
  const [conflict, setConflict] = useState<TierChangeConflict | null>(null);

  const saved = useMemo(
    () => (tiers.data && available.data ? boardFromServer(tiers.data, available.data) : null),
    [tiers.data, available.data],
  );

  if (tiers.isError || available.isError)
    return (
      <ErrorPanel
        title="Error Loading Tiers"
        message={
          tiers.isError
            ? errorMessage(tiers.error, 'Failed to fetch tiers')
            : errorMessage(available.error, 'Failed to fetch golfers')
        }
        onRetry={() => {
          void tiers.refetch();
          void available.refetch();
        }}
      >
        <ButtonLink to="/admin" variant="secondary">
          Back to Admin
        </ButtonLink>
      </ErrorPanel>
    );
  if (!saved || !tiers.data) return <TiersSkeleton />;

  const board = draft ?? saved;
  const changed = draft !== null && !sameBoard(draft, saved);
  const overfull = hasOverfullTier(board);

  function submit(confirm: boolean) {
    save.mutate(saveBody(tournamentId, board, confirm), {
      onSuccess: () => {
        setConflict(null);
        setDraft(null);
        toast.success(TIERS_SAVED_MESSAGE);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && !confirm)
          setConflict(error.body as TierChangeConflict);
        else toast.error(errorMessage(error, 'Failed to update tiers'));
      },
    });
  }

  const { tournamentName, entryCount } = tiers.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Manage Tiers"
        description={tournamentName}
        actions={
          <ButtonLink to="/admin" variant="ghost">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Admin
          </ButtonLink>
        }
      />
      {entryCount > 0 && (
        <Alert
          tone="warning"
          title={`${entryCount} ${entryCount === 1 ? 'entry has' : 'entries have'} been submitted`}
        >
          Moving a golfer someone has picked asks for confirmation before saving.
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <OddsCsvControls tournamentId={tournamentId} board={board} onImported={setDraft} />
        <Button variant="secondary" onClick={() => setDraft(autoAssign(board))}>
          <Wand2 aria-hidden className="size-4" />
          Auto-Assign
        </Button>
        <span className="text-sm text-muted">
          {board.available.length} {board.available.length === 1 ? 'golfer' : 'golfers'} not in a
          tier
          {changed && ' · Unsaved changes'}
        </span>
        <Button
          className="ml-auto"
          disabled={!changed || overfull}
          loading={save.isPending && conflict === null}
          onClick={() => submit(false)}
        >
          <Save aria-hidden className="size-4" />
          Save Tiers
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {ALL_TIERS.map((tier) => (
          <TierList
            key={tier}
            tier={tier}
            board={board}
            onAdd={(id) => setDraft(addToTier(board, tier, id))}
            onRemove={(id) => setDraft(removeFromTier(board, tier, id))}
            onOdds={(id, odds) => setDraft(setOdds(board, tier, id, odds))}
          />
        ))}
      </div>
      <TierConflictDialog
        conflict={conflict}
        busy={save.isPending}
        onCancel={() => setConflict(null)}
        onConfirm={() => submit(true)}
      />
    </div>
  );
}

function TiersSkeleton() {
  return (
    <div role="status" aria-label="Loading tiers" className="mx-auto max-w-6xl space-y-6">
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-4 md:grid-cols-2">
        {ALL_TIERS.map((tier) => (
          <Skeleton key={tier} className="h-80 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
