import type { Entry } from '@fairway/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { formatToPar } from '../../../lib/format';
import { formatShortDateTime } from '../../../lib/times';

const SLOT_LABELS = ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4', 'Tier 4'];

/** One of the user's entries: its five golfers, tiebreaker and times, with edit and delete while open. */
export function EntryCard({
  entry,
  number,
  editTo,
  onDelete,
}: {
  entry: Entry;
  number: number;
  /** Where Edit goes; absent once entries are locked. */
  editTo?: string;
  /** Asks to delete; absent once entries are locked. */
  onDelete?: () => void;
}) {
  const headingId = `entry-${entry.id}`;
  const edited = entry.updatedAt !== entry.createdAt;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            Entry {number}
          </h2>
          <p className="text-xs text-muted">
            Submitted <time dateTime={entry.createdAt}>{formatShortDateTime(entry.createdAt)}</time>
            {edited && (
              <>
                {' '}
                · Updated{' '}
                <time dateTime={entry.updatedAt}>{formatShortDateTime(entry.updatedAt)}</time>
              </>
            )}
          </p>
        </div>
        <ol className="divide-y divide-line rounded-xl border border-line">
          {entry.golfers.map((golfer, index) => (
            <li key={`${golfer.id}-${index}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-12 shrink-0 text-xs font-semibold uppercase text-muted">
                {SLOT_LABELS[index] ?? 'Pick'}
              </span>
              <span className="min-w-0 break-words font-medium">{golfer.name}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm">
          <span className="text-muted">Tiebreaker: </span>
          <span className="tabular font-semibold">
            {entry.tiebreaker === null ? 'None' : formatToPar(entry.tiebreaker)}
          </span>
        </p>
        {entry.alternate && (
          <p className="text-sm">
            <span className="text-muted">Alternate: </span>
            <span className="font-semibold">{entry.alternate.name}</span>
          </p>
        )}
        {(editTo || onDelete) && (
          <div className="mt-auto flex flex-wrap gap-2">
            {editTo && (
              <ButtonLink
                to={editTo}
                variant="secondary"
                aria-label={`Edit Entry ${number}`}
                className="grow sm:grow-0"
              >
                <Pencil aria-hidden className="size-4" />
                Edit
              </ButtonLink>
            )}
            {onDelete && (
              <Button
                variant="ghost"
                onClick={onDelete}
                aria-label={`Delete Entry ${number}`}
                className="grow text-danger sm:grow-0"
              >
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}
