import { useCallback, useState } from 'react';

/**
 * Which rows of a table are open (showing a detail row below them), by key, kept by the table
 * so a row rendered in part (useVirtualRows) stays open when scrolled away and back; and the
 * row numbers that follow for screen readers (aria-rowcount, aria-rowindex), since an open
 * row's detail is a row too. `keys` lists each row's key in order, null for a row that cannot
 * open.
 */
export function useOpenRows<K>(keys: readonly (K | null)[]) {
  const [open, setOpen] = useState<ReadonlySet<K>>(() => new Set());
  // The same function on every render: rows kept from re-rendering (memo) can hold it.
  const toggle = useCallback(
    (key: K) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const openAt =
    open.size > 0
      ? keys.flatMap((key, index) => (key !== null && open.has(key) ? [index] : []))
      : [];
  return {
    isOpen: (key: K | null) => key !== null && open.has(key),
    toggle,
    /** The row number of the row at `index`: the header is row 1. */
    rowIndex: (index: number) => index + 2 + openAt.filter((at) => at < index).length,
    /** Every row: the header, each row and each open detail. */
    rowCount: keys.length + openAt.length + 1,
  };
}
