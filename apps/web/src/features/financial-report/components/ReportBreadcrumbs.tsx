import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** Groups > {group} > Admin > Financial Report. */
export function ReportBreadcrumbs({ groupId, groupName }: { groupId: number; groupName: string }) {
  const links = [
    { to: '/groups', label: 'Groups' },
    { to: `/groups/${groupId}`, label: groupName },
    { to: `/groups/${groupId}/admin`, label: 'Admin' },
  ];
  return (
    <nav aria-label="Report breadcrumbs" className="text-sm text-muted print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {links.map((link) => (
          <Fragment key={link.to}>
            <li>
              <Link to={link.to} className="hover:text-ink">
                {link.label}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          Financial Report
        </li>
      </ol>
    </nav>
  );
}
