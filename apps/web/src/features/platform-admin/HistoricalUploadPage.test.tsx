import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/helpers';
import { SUCCESS_BANNER_MS } from '../../lib/use-flash-message';
import { HistoricalUploadPage } from './HistoricalUploadPage';
import { HISTORICAL_HEADER, csvFile, historicalCsv, uploadResult } from './test/fixtures';
import { UPLOAD, callsTo, renderUploadPage } from './test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The picker's accept=".csv" would hide other files from userEvent; a user can still pick
// "All files" in the browser's dialog, which is what the page must handle.
const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('CSV file');
const uploadButton = () => screen.getByRole('button', { name: 'Upload CSV' });
const previewRegion = () => screen.findByRole('region', { name: 'Preview' });

describe('HistoricalUploadPage: picking a file', () => {
  it('accepts only .csv in the picker and starts with Upload disabled', () => {
    renderUploadPage();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', '.csv');
    expect(uploadButton()).toBeDisabled();
  });

  it('refuses a file that is not a CSV', async () => {
    const fetchMock = renderUploadPage();
    await user().upload(picker(), csvFile('hello', 'notes.txt', 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a CSV file (a .csv file).',
    );
    expect(uploadButton()).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews exactly the first 5 rows, skipping empty lines', async () => {
    renderUploadPage();
    await user().upload(picker(), csvFile(`${historicalCsv(7)}\n\n`));
    const preview = await previewRegion();
    expect(preview).toHaveTextContent('history.csv: showing 5 of 7 rows');
    const table = within(preview).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(HISTORICAL_HEADER.split(','));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Player 1',
      'Player 2',
      'Player 3',
      'Player 4',
      'Player 5',
    ]);
    expect(uploadButton()).toBeEnabled();
  });

  it('names the missing columns and keeps Upload disabled', async () => {
    const fetchMock = renderUploadPage();
    const header = HISTORICAL_HEADER.replace(',user_name', '').replace(',tiebreaker_score', '');
    await user().upload(picker(), csvFile(`${header}\nLegacy,2019-06-13,a@b.com,G1,G2,G3,G4,G5`));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing required columns: user_name, tiebreaker_score',
    );
    expect(uploadButton()).toBeDisabled();
    // The rows are still shown, to help see what the file holds.
    expect(await previewRegion()).toHaveTextContent('showing 1 of 1 row');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the header in any case and order, like the server', async () => {
    renderUploadPage();
    const columns = HISTORICAL_HEADER.toUpperCase().split(',').reverse().join(',');
    await user().upload(picker(), csvFile(`${columns}\n1,2,3,4,5,6,7,8,9,10`));
    expect(await previewRegion()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('lists the ten columns with an example in the format guide', () => {
    renderUploadPage();
    const guide = within(screen.getByRole('region', { name: 'CSV Format' }));
    const columns = guide.getAllByRole('term').map((term) => term.textContent);
    expect(columns).toEqual(HISTORICAL_HEADER.split(','));
    expect(guide.getByText('Its start date, YYYY-MM-DD')).toBeInTheDocument();
    expect(guide.getByText(/^tournament_name,tournament_date,/)).toBeInTheDocument();
  });
});

describe('HistoricalUploadPage: uploading', () => {
  it('posts the file as multipart field "file" and shows the counts and row errors', async () => {
    const fetchMock = renderUploadPage({ [UPLOAD]: { body: uploadResult() } });
    const file = csvFile(historicalCsv(3));
    await user().upload(picker(), file);
    await previewRegion();
    await user().click(uploadButton());

    expect(await screen.findByText(/2 entries imported from 3 rows/)).toBeInTheDocument();
    const [body] = callsTo(fetchMock, UPLOAD);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toMatchObject({ name: 'history.csv', size: file.size });

    const result = within(screen.getByRole('region', { name: 'Upload Results' }));
    const count = (label: string) => result.getByText(label).nextSibling?.textContent;
    expect(count('Rows read')).toBe('3');
    expect(count('Entries imported')).toBe('2');
    expect(count('Duplicates skipped')).toBe('0');
    expect(count('Tournaments created')).toBe('1');
    expect(count('Users created')).toBe('2');
    expect(count('Rows with errors')).toBe('1');
    expect(result.getByRole('list', { name: 'Row errors' })).toHaveTextContent(
      'Row 4: tournament_date must be a date (YYYY-MM-DD)',
    );
    // The picker is emptied so the same file is not sent twice by accident.
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('hides the success banner after 3 seconds but keeps the results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUploadPage({ [UPLOAD]: { body: uploadResult({ errors: [] }) } });
    const fakeUser = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fakeUser.upload(picker(), csvFile(historicalCsv(3)));
    await previewRegion();
    await fakeUser.click(uploadButton());
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 100));
    expect(screen.getByText('Upload successful')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Upload successful')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upload Results' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Row errors' })).not.toBeInTheDocument();
  });

  it("shows the server's error text when the upload is refused", async () => {
    renderUploadPage({
      [UPLOAD]: { status: 413, body: { error: 'Too many rows: an upload may hold at most 5,000' } },
    });
    await user().upload(picker(), csvFile(historicalCsv(2)));
    await previewRegion();
    await user().click(uploadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent('Too many rows: an upload may hold at most 5,000');
    // The file stays picked, so it can be sent again.
    expect(uploadButton()).toBeEnabled();
  });

  it('says "Upload failed" when the server gives no reason', async () => {
    renderUploadPage({ [UPLOAD]: { status: 500, body: {} } });
    await user().upload(picker(), csvFile(historicalCsv(2)));
    await previewRegion();
    await user().click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Upload failed$/);
  });

  it('shows Uploading… while the file is on its way', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderRoute('/admin/historical', '/admin/historical', <HistoricalUploadPage />);
    await user().upload(picker(), csvFile(historicalCsv(1)));
    await previewRegion();
    await user().click(uploadButton());
    expect(await screen.findByRole('button', { name: /Uploading/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(new Response(JSON.stringify(uploadResult({ errors: [] })), { status: 200 }));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
  });
});
