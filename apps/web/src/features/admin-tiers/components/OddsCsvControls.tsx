import { oddsTemplateCsv, oddsTemplateFileName } from '@fairway/domain';
import { Download, FileUp } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadTextFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { applyOddsFile, oddsImportSummary } from '../utils/odds-file';
import type { TierBoard } from '../utils/tier-board';

/** Import odds from a CSV into the board being edited, and export the template to fill in. */
export function OddsCsvControls({
  tournamentId,
  board,
  onImported,
}: {
  tournamentId: number;
  board: TierBoard;
  onImported: (board: TierBoard) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File | undefined) {
    if (!file) return;
    const outcome = await applyOddsFile(board, file);
    if (!outcome.ok) {
      toast.error(outcome.error);
      return;
    }
    onImported(outcome.result.board);
    toast.success(oddsImportSummary(outcome.result));
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        aria-label="Odds CSV file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          void importFile(event.target.files?.[0]);
          event.target.value = ''; // the same file can be picked again after editing it
        }}
      />
      <Button variant="secondary" onClick={() => fileInput.current?.click()}>
        <FileUp aria-hidden className="size-4" />
        Import Odds CSV
      </Button>
      <Button
        variant="secondary"
        onClick={() => downloadTextFile(oddsTemplateFileName(tournamentId), oddsTemplateCsv(board))}
      >
        <Download aria-hidden className="size-4" />
        Export Template
      </Button>
    </>
  );
}
