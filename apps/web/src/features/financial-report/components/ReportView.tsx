import type { FinancialReportResponse } from '@fairway/contract';
import { FileBarChart } from 'lucide-react';
import { EmptyState } from '../../../components/ui/States';
import { CollectionChart } from './CollectionChart';
import { ReportSummary } from './ReportSummary';
import { ReportTable } from './ReportTable';

/** The loaded report: summary cards, then the chart and table when there are tournaments. */
export function ReportView({
  groupId,
  report,
}: {
  groupId: number;
  report: FinancialReportResponse;
}) {
  return (
    <div className="space-y-6">
      <ReportSummary summary={report.summary} />
      {report.tournaments.length === 0 ? (
        <EmptyState icon={<FileBarChart className="size-6" />} title="No tournaments to report yet">
          Add a tournament with an entry fee and its payments will show up here.
        </EmptyState>
      ) : (
        <>
          <CollectionChart rows={report.tournaments} />
          <ReportTable groupId={groupId} rows={report.tournaments} />
        </>
      )}
    </div>
  );
}
