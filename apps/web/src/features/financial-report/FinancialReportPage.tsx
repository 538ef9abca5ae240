import { ArrowLeft, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ErrorPanel, PageHeader } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { useFinancialReport } from './api/financial-report';
import { ReportBreadcrumbs } from './components/ReportBreadcrumbs';
import { ReportSkeleton } from './components/ReportSkeleton';
import { ReportView } from './components/ReportView';

const ERROR_TITLE = 'Error Loading Financial Report';
const ERROR_FALLBACK = 'Failed to fetch financial report';

const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * /groups/{groupId}/financial-report: a group admin's money across tournaments. Printing shows
 * the report alone (data-print-root; see the print block in styles.css).
 */
export function FinancialReportPage() {
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const report = useFinancialReport(groupId, { enabled: valid });

  let content;
  if (!valid) {
    content = <ErrorPanel title={ERROR_TITLE} message="Group not found" />;
  } else if (report.isError) {
    content = (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(report.error, ERROR_FALLBACK)}
        onRetry={isFinal(report.error) ? undefined : () => void report.refetch()}
      />
    );
  } else if (report.isPending) {
    content = <ReportSkeleton />;
  } else {
    content = <ReportView groupId={groupId} report={report.data} />;
  }

  const data = report.data;
  return (
    <div data-print-root className="mx-auto max-w-6xl space-y-4">
      {valid && <ReportBreadcrumbs groupId={groupId} groupName={data?.group_name ?? 'Group'} />}
      <PageHeader
        title="Financial Report"
        description={
          data && (
            <>
              {data.group_name} · {data.member_count}{' '}
              {data.member_count === 1 ? 'member' : 'members'}
              <span className="hidden print:inline">
                {' '}
                · Printed {new Date().toLocaleDateString()}
              </span>
            </>
          )
        }
        actions={
          valid && (
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden className="size-4" />
                Print Report
              </Button>
              <ButtonLink to={`/groups/${groupId}/admin`} variant="secondary">
                <ArrowLeft aria-hidden className="size-4" />
                Back to Admin
              </ButtonLink>
            </div>
          )
        }
      />
      {content}
    </div>
  );
}
