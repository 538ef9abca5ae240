import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/**
 * The classes every data table shares (leaderboard, standings, payments, history): one home for
 * how a table behaves on a phone and at a desk.
 *
 * - `TableBox` (below): at a desk the table scrolls in its own box (sideways too when it is
 *   wider than the screen) under its sticky header; the page itself never scrolls sideways. On
 *   a phone the table is built to fit (wide columns are `wideOnly`, their content is in each
 *   row's detail), so the page scrolls it and the header sticks below the 4rem top bar.
 *   `relative` keeps the cells' screen-reader text (absolutely positioned) inside the box.
 * - `headEdge`: a header cell, sticky at the top of the box (or below the top bar on a phone).
 *   A card pinned above the table (the standings' "my entry") sets `--pinned-above` to its
 *   height: a phone's header sticks below it too, and a desk's box leaves room for it.
 * - `wideOnly`: a column a phone leaves out.
 */
const tableBox =
  'relative max-h-[calc(100dvh-8rem-var(--pinned-above,0px))] overflow-auto overscroll-x-contain rounded-2xl border border-line bg-surface max-sm:max-h-none max-sm:overflow-visible';
export const headEdge =
  'sticky top-0 max-sm:top-[calc(4rem+var(--pinned-above,0px))] border-b border-line bg-surface-2 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted';
export const wideOnly = 'max-sm:hidden';

/**
 * The box a data table scrolls in (`tableBox` above). It can take keyboard focus, so a keyboard
 * user scrolls it with the arrow keys even when its rows hold nothing focusable (axe's
 * "scrollable region must have keyboard access"); `label` names it for screen readers.
 */
export function TableBox({
  ref,
  label,
  className,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(tableBox, className)}
    >
      {children}
    </div>
  );
}

/**
 * The room of the rows a long table does not render (above or below those on screen: see
 * hooks/useVirtualRows.ts), as a row group of its own that screen readers skip.
 */
export function RowsSpacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden>
      <tr>
        <td colSpan={columns} style={{ height }} className="p-0" />
      </tr>
    </tbody>
  );
}
