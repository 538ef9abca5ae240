import { ArrowLeft, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useHistoricalUpload } from './api/historical-upload';
import { CsvFormatGuide } from './components/CsvFormatGuide';
import { CsvPreviewTable } from './components/CsvPreviewTable';
import { UploadResult } from './components/UploadResult';
import { missingColumnsMessage, previewCsvFile, type CsvCheck } from './utils/csv-preview';

/** The picked file and what reading it found; `check` is null while the file is being read. */
type Selection = { file: File; check: CsvCheck | null };

/**
 * /admin/historical (user 1 only): import past pool entries from a CSV file. The file is read
 * in the browser first, so the admin sees its first rows and any missing column before
 * sending it; the server checks everything again and reports each row it could not import.
 */
export function HistoricalUploadPage() {
  const upload = useHistoricalUpload();
  const [selection, setSelection] = useState<Selection | null>(null);
  // A new key empties the file input after an upload, so the same file is not sent twice by accident.
  const [inputKey, setInputKey] = useState(0);
  // Success banners fade after 3 seconds.
  const banner = useFlashMessage();
  // Files are read asynchronously; only the last one picked may show its preview.
  const lastPicked = useRef<File | null>(null);

  async function pick(file: File | undefined) {
    upload.reset();
    banner.clear();
    lastPicked.current = file ?? null;
    setSelection(file ? { file, check: null } : null);
    if (!file) return;
    const check = await previewCsvFile(file);
    if (lastPicked.current === file) setSelection({ file, check });
  }

  function send(file: File) {
    banner.clear();
    upload.mutate(file, {
      onSuccess: (result) => {
        banner.show(result.message);
        lastPicked.current = null;
        setSelection(null);
        setInputKey((key) => key + 1);
      },
    });
  }

  const check = selection?.check;
  const preview = check?.ok ? check.preview : null;
  const fileError = !check
    ? null
    : !check.ok
      ? check.error
      : check.preview.missingColumns.length > 0
        ? missingColumnsMessage(check.preview.missingColumns)
        : null;
  const ready = selection && preview && !fileError;
  // The title already says "Upload failed"; the body adds the server's reason when it gave one.
  const uploadReason = upload.isError ? errorMessage(upload.error, '') : '';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Upload Historical Data"
        description="Import past pool entries from a CSV file. They appear in tournament history like any group's."
        actions={
          <ButtonLink to="/admin" variant="secondary">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Tournament Management
          </ButtonLink>
        }
      />

      <Card className="space-y-4 p-5">
        <TextField
          key={inputKey}
          label="CSV file"
          type="file"
          accept=".csv"
          disabled={upload.isPending}
          error={fileError}
          hint="A .csv file of at most 1 MB with the ten columns below."
          className="file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary"
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={!ready}
            loading={upload.isPending}
            onClick={() => selection && send(selection.file)}
          >
            {!upload.isPending && <Upload aria-hidden className="size-4" />}
            {upload.isPending ? 'Uploading…' : 'Upload CSV'}
          </Button>
          {selection && !check && <span className="text-sm text-muted">Reading file…</span>}
        </div>
        {banner.message && (
          <Alert tone="success" title="Upload successful">
            {banner.message}
          </Alert>
        )}
        {upload.isError && (
          <Alert tone="danger" title="Upload failed">
            {uploadReason}
          </Alert>
        )}
      </Card>

      {upload.data && <UploadResult result={upload.data} />}
      {selection && preview && <CsvPreviewTable fileName={selection.file.name} preview={preview} />}
      <CsvFormatGuide />
    </div>
  );
}
