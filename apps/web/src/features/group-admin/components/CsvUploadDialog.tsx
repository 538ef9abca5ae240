import type { AdminGroupTournament } from '@fairway/contract';
import { ENTRY_CSV_COLUMNS, isCsvFile } from '@fairway/domain';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError, NETWORK_ERROR_STATUS, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useCsvUpload } from '../api/csv-upload';
import { SelectField } from '../../../components/ui/SelectField';

/** Under "Upload failed": the server's reason, else whether the server was reached at all. */
export function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS)
    return 'Network error occurred';
  return errorMessage(error, 'Unknown error occurred');
}

export const NOT_CSV_MESSAGE = 'Please choose a .csv file';

/** The group admin's entry import: pick a tournament and a CSV, upload, read the outcome. */
export function CsvUploadDialog({
  groupId,
  tournaments,
  open,
  onOpenChange,
}: {
  groupId: number;
  tournaments: AdminGroupTournament[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const upload = useCsvUpload(groupId);
  const [tournamentId, setTournamentId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function choose(picked: File | undefined) {
    upload.reset();
    if (!picked) return;
    if (!isCsvFile(picked)) {
      setFile(null);
      setFileError(NOT_CSV_MESSAGE);
      return;
    }
    setFileError(null);
    setFile(picked);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function close(next: boolean) {
    if (!next) {
      upload.reset();
      setFile(null);
      setFileError(null);
    }
    onOpenChange(next);
  }

  const result = upload.data;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Upload CSV"
      description="Import entries for your members from a spreadsheet."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Close
          </Button>
          <Button
            loading={upload.isPending}
            disabled={!tournamentId || !file}
            onClick={() => file && upload.mutate({ tournamentId: Number(tournamentId), file })}
          >
            Upload
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="Tournament"
          value={tournamentId}
          onChange={(event) => {
            upload.reset();
            setTournamentId(event.target.value);
          }}
        >
          <option value="">Choose a tournament…</option>
          {tournaments.map((t) => (
            <option key={t.tournament_id} value={t.tournament_id}>
              {t.tournament_name}
            </option>
          ))}
        </SelectField>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm',
            dragging ? 'border-primary bg-primary-soft' : 'border-line',
          )}
        >
          <FileUp aria-hidden className="mx-auto mb-2 size-6 text-muted" />
          <p>{file ? file.name : 'Drop a .csv file here, or'}</p>
          <label htmlFor={inputId} className="sr-only">
            CSV file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => input.current?.click()}>
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
          {fileError && (
            <p role="alert" className="mt-2 font-medium text-danger">
              {fileError}
            </p>
          )}
        </div>
        <p className="text-xs text-muted">
          Columns: {[...ENTRY_CSV_COLUMNS, 'tiebreaker (optional)'].join(', ')}. Golfer names are
          matched to the tournament's tiers (part of a name is enough when it is unique). Uploads
          are allowed after the deadline; tiers and entry limits still apply.
        </p>
        {upload.isError && (
          <Alert tone="danger" title="Upload failed">
            {uploadFailure(upload.error)}
          </Alert>
        )}
        {result && (
          <Alert tone={result.errors.length > 0 ? 'warning' : 'success'} title={result.message}>
            <p>
              {result.processed_entries} of {result.total_rows} rows imported.
            </p>
            {result.errors.length > 0 && (
              <ul
                aria-label="Upload errors"
                className="mt-1 max-h-40 list-disc overflow-y-auto pl-5"
              >
                {result.errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
