import { Search, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { inputClass } from '../../../components/ui/Field';

interface GolferSearchProps {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
  /** Another filter narrows the list too (the member's golfers only). */
  filtered?: boolean;
  /** More controls beside the search (the "My golfers" filter). */
  children?: ReactNode;
}

/** Narrows the table to golfers whose name matches, for finding "your" players in a 156-man field. */
export function GolferSearch({
  value,
  onChange,
  shown,
  total,
  filtered = false,
  children,
}: GolferSearchProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="relative w-full sm:max-w-xs">
        <label htmlFor={id} className="sr-only">
          Find a golfer
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Find a golfer"
          autoComplete="off"
          className={`${inputClass()} pl-9 pr-9`}
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {children}
        <p className="tabular text-sm text-muted" aria-live="polite">
          {value.trim() || filtered ? `${shown} of ${total} golfers` : `${total} golfers`}
        </p>
      </div>
    </div>
  );
}
