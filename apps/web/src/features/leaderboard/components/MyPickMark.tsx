import { UserRoundCheck } from 'lucide-react';

/**
 * "Your pick" beside a golfer who counts for the member's entries: words and an icon, not a
 * colour alone; with several entries holding them, how many ("×2", which a screen reader
 * hears as "Your pick in 2 of your entries").
 */
export function MyPickMark({ entries }: { entries: number }) {
  return (
    <span className="mt-0.5 inline-flex w-fit items-center gap-1 rounded-full border border-primary/30 bg-primary-soft px-1.5 text-[0.6875rem] font-semibold leading-4 text-primary">
      <UserRoundCheck aria-hidden className="size-3 shrink-0" />
      Your pick
      {entries > 1 && (
        <>
          <span aria-hidden className="tabular">
            ×{entries}
          </span>
          <span className="sr-only"> in {entries} of your entries</span>
        </>
      )}
    </span>
  );
}
