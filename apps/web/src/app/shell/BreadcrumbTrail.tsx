import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { Crumb } from './breadcrumbs';

/**
 * The trail above a page: Home, then each step. One line at every width: names arrive after the
 * page, and a trail that wrapped when they did would push the page down. Where the trail is
 * narrower than 36rem (a phone, or a narrow window beside the sidebar) the steps before the last
 * two fold into "…", so the two that matter most (where you came from, where you are) share the
 * line instead of every step shrinking to a letter ("G…"); a long name still ends in an ellipsis.
 */
export function BreadcrumbTrail({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  const folds = crumbs.length > 2;
  return (
    <nav aria-label="Breadcrumb" className={cn('@container mb-4 text-sm text-muted', className)}>
      <ol className="flex items-center gap-1 whitespace-nowrap">
        <li className="shrink-0">
          <Link to="/" className="hover:text-ink">
            Home
          </Link>
        </li>
        {folds && (
          <li aria-hidden className="hidden shrink-0 items-center gap-1 @max-xl:flex">
            <ChevronRight className="size-3.5 shrink-0" />…
          </li>
        )}
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const folded = index < crumbs.length - 2;
          return (
            <li
              key={index}
              className={cn(
                'flex min-w-0 items-center gap-1',
                // Shown only with room to spare: kept whole up to a sensible length.
                folded && 'max-w-48 shrink-0 @max-xl:hidden',
                // Where you came from shares the line with where you are, never more than half.
                index === crumbs.length - 2 && 'max-w-[50%]',
              )}
            >
              <ChevronRight aria-hidden className="size-3.5 shrink-0" />
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <Link to={crumb.to} className="truncate hover:text-ink">
                  {crumb.label}
                </Link>
              ) : (
                <span className="truncate">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
