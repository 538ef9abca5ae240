import type { TierChangeConflict } from '@fairway/contract';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

/** The server's 409: submitted entries hold golfers this save moves. Saving anyway needs a yes. */
export function TierConflictDialog({
  conflict,
  busy,
  onCancel,
  onConfirm,
}: {
  conflict: TierChangeConflict | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Entries hold golfers you moved"
      description={conflict?.error}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep Editing
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            Save Anyway
          </Button>
        </>
      }
    >
      <ul aria-label="Moved golfers" className="max-h-64 space-y-1 overflow-y-auto text-sm">
        {conflict?.movedGolfers.map((golfer) => (
          <li key={golfer.id} className="flex justify-between gap-3">
            <span>
              {golfer.name}: Tier {golfer.from} to {golfer.to ? `Tier ${golfer.to}` : 'no tier'}
            </span>
            <span className="text-muted">
              {golfer.entries} {golfer.entries === 1 ? 'entry' : 'entries'}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        Those entries keep their picks. Saving anyway changes the tiers for everyone who picks from
        now on.
      </p>
    </Dialog>
  );
}
