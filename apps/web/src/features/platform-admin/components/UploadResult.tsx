import type { HistoricalUploadResponse } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular text-lg font-semibold">{value}</dd>
    </div>
  );
}

/**
 * What the last upload did. It stays on screen after the success banner fades, so the admin can
 * work through the rows that were not imported.
 */
export function UploadResult({ result }: { result: HistoricalUploadResponse }) {
  const { errors } = result;
  return (
    <Card role="region" aria-labelledby="upload-result-title">
      <CardHeader title={<span id="upload-result-title">Upload Results</span>} />
      <div className="space-y-4 px-5 py-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Count label="Rows read" value={result.total_rows} />
          <Count label="Entries imported" value={result.processed_entries} />
          <Count label="Duplicates skipped" value={result.skipped_duplicates} />
          <Count label="Tournaments created" value={result.created_tournaments} />
          <Count label="Users created" value={result.created_users} />
          <Count label="Rows with errors" value={errors.length} />
        </dl>
        {errors.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-danger">
              {errors.length === 1
                ? '1 row was not imported'
                : `${errors.length} rows were not imported`}
            </h3>
            <ul aria-label="Row errors" className="space-y-1 text-sm">
              {errors.map(({ row, error }) => (
                <li key={`${row}-${error}`} className="rounded-md bg-danger-soft px-3 py-1.5">
                  <span className="font-semibold">Row {row}:</span> {error}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}
