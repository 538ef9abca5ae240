import { HISTORICAL_CSV_COLUMNS } from '@fairway/domain';
import { Card, CardHeader } from '../../../components/ui/Card';

/** What each column holds; the names themselves come from the contract the server checks. */
const COLUMN_NOTES: Record<(typeof HISTORICAL_CSV_COLUMNS)[number], string> = {
  tournament_name: 'The tournament, found by name and date or created as completed',
  tournament_date: 'Its start date, YYYY-MM-DD',
  user_email: 'The player, found by email or created without a password',
  user_name: "The player's name",
  tier1_golfer: 'Tier 1 pick',
  tier2_golfer: 'Tier 2 pick',
  tier3_golfer: 'Tier 3 pick',
  tier4_golfer1: 'First tier 4 pick',
  tier4_golfer2: 'Second tier 4 pick',
  tiebreaker_score: 'The guessed winning score to par, a number (may be empty)',
};

const EXAMPLE = [
  HISTORICAL_CSV_COLUMNS.join(','),
  'The Masters,2024-04-11,ann@example.com,Ann Archer,Scottie Scheffler,Collin Morikawa,Tommy Fleetwood,Adam Scott,Cameron Young,-11',
].join('\n');

export function CsvFormatGuide() {
  return (
    <Card role="region" aria-labelledby="csv-format-title">
      <CardHeader
        title={<span id="csv-format-title">CSV Format</span>}
        description="A header row naming all ten columns (any order), then one entry per row."
      />
      <div className="space-y-4 px-5 py-4 text-sm">
        <dl aria-label="Required columns" className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {HISTORICAL_CSV_COLUMNS.map((column) => (
            <div key={column}>
              <dt>
                <code className="font-mono text-xs font-semibold">{column}</code>
              </dt>
              <dd className="text-muted">{COLUMN_NOTES[column]}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="mb-1 font-medium">Example</p>
          {/* Focusable, so keyboard users can scroll the wide example sideways. */}
          <pre
            tabIndex={0}
            aria-label="Example CSV"
            className="overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-primary"
          >
            {EXAMPLE}
          </pre>
        </div>
      </div>
    </Card>
  );
}
