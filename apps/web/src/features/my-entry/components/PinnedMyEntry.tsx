import type { MyEntriesResponse } from '@fairway/contract';
import { ArrowDownToLine } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useLiveMyEntries } from '../api/live-my-entries';
import { placeholderEntries } from '../provisional';
import { MyEntriesTable, type Pending } from './MyEntriesTable';

/** The CSS variable that tells what sticks below it (a table's header on a phone) how tall this is. */
export const PINNED_HEIGHT_VAR = '--pinned-above';

interface PinnedMyEntryProps {
  groupId: number;
  tournamentId: number;
  /**
   * The member's entries as the standings rows the page has tell them (entriesFromStandings):
   * shown while the card loads, laid out as it will be, so the table below does not move.
   */
  known: MyEntriesResponse;
  /** Rows are still to come (a big pool's first rows): a member among none of these may have one. */
  moreRows: boolean;
  /** Scrolls to and focuses the entry's row in the table; absent until that row is on the page. */
  onJump?: (entryId: number) => void;
}

/**
 * "Your entry" pinned at the top of a live tournament's standings, sticky under the top bar as
 * the table scrolls, with a jump to the member's (best) row. Shows nothing to a member without
 * an entry or once play is over.
 */
export function PinnedMyEntry({
  groupId,
  tournamentId,
  known,
  moreRows,
  onJump,
}: PinnedMyEntryProps) {
  const mine = useLiveMyEntries(groupId, tournamentId);
  const headingId = useId();
  // While loading: the entries the rows show, or room for one while rows are still to come.
  let body: MyEntriesResponse | undefined;
  let pending: Pending | undefined;
  if (mine.data) body = mine.data.tournament.status === 'active' ? mine.data : undefined;
  else if (mine.isPending && known.entries.length > 0) [body, pending] = [known, 'rootFor'];
  else if (mine.isPending && moreRows)
    [body, pending] = [{ ...known, entries: placeholderEntries(1) }, 'all'];
  const entries = body?.entries ?? [];
  const box = usePinnedHeight(entries.length > 0);
  if (!body || entries.length === 0) return null;

  const best = pending === 'all' ? undefined : entries[0];
  return (
    <section
      ref={box}
      aria-labelledby={headingId}
      // Covers the page's padding too, so rows scrolling under it do not show at its sides.
      className="sticky top-16 z-[25] -mx-4 bg-bg px-4 pb-3 pt-2 sm:-mx-8 sm:px-8"
    >
      <Card className="space-y-2 p-3 shadow-md sm:p-4">
        {/* The jump's height from the start: it comes once the member's row is on the page. */}
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2 id={headingId} className="font-semibold">
            {entries.length > 1 ? 'Your entries' : 'Your entry'}
          </h2>
          {best && onJump && (
            <Button variant="ghost" size="sm" onClick={() => onJump(best.entryId)}>
              <ArrowDownToLine aria-hidden className="size-4" />
              Jump to my row
            </Button>
          )}
        </div>
        <MyEntriesTable body={body} pending={pending} />
      </Card>
    </section>
  );
}

/**
 * Keeps PINNED_HEIGHT_VAR on the card's parent at the card's height while it shows, so a
 * table's sticky header below it (components/ui/data-table.tsx) sticks under it, not behind it.
 */
function usePinnedHeight(shown: boolean) {
  const box = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const parent = element?.parentElement;
    if (!shown || !element || !parent || typeof ResizeObserver === 'undefined') return;
    // Read as the observer reports, once the browser has laid the page out (not in the commit).
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      parent.style.setProperty(PINNED_HEIGHT_VAR, `${Math.round(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      parent.style.removeProperty(PINNED_HEIGHT_VAR);
    };
  }, [shown]);
  return box;
}
