import type { PickSubmissions } from '@fairway/contract';
import { ProgressBar } from './ProgressBar';

/** "Picks submitted 3/8 (38%)" with its bar; `name` tells screen readers which tournament. */
export function PickProgress({
  submissions,
  name,
}: {
  submissions: PickSubmissions;
  name: string;
}) {
  const percent = Math.round(submissions.percentage);
  return (
    <div className="space-y-1.5">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted">Picks submitted</span>
        <span className="tabular font-semibold">
          {submissions.submitted}/{submissions.total} ({percent}%)
        </span>
      </p>
      <ProgressBar percent={submissions.percentage} label={`Picks submitted for ${name}`} />
    </div>
  );
}
