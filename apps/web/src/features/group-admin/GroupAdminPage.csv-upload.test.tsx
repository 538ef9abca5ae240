import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_CSV_MESSAGE } from './components/CsvUploadDialog';
import { FREE_INFO, adminResponse, adminTournament } from './test/fixtures';
import { GROUP_ID, renderAdminPage } from './test/render';

afterEach(() => vi.unstubAllGlobals());

const UPLOAD = `POST /api/pool-groups/${GROUP_ID}/csv-upload`;
const csv = (text: string, name = 'entries.csv', type = 'text/csv') =>
  new File([text], name, { type });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload CSV' }));
  return within(await screen.findByRole('dialog', { name: 'Upload CSV' }));
}

describe('Upload CSV dialog', () => {
  it('uploads the chosen file for the chosen tournament and shows the outcome with errors', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = renderAdminPage(adminResponse([adminTournament()], FREE_INFO), {
      [UPLOAD]: {
        body: {
          message: 'Processed 1 of 2 rows',
          processed_entries: 1,
          total_rows: 2,
          errors: ['row 3: x@y.com is not a member of this group'],
        },
      },
    });
    const dialog = await openDialog(user);
    const upload = dialog.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.upload(dialog.getByLabelText('CSV file'), csv('user_email\nx@y.com\n'));
    expect(dialog.getByText('entries.csv')).toBeVisible();
    await user.click(upload);

    expect(await dialog.findByText('Processed 1 of 2 rows')).toBeVisible();
    expect(dialog.getByText('1 of 2 rows imported.')).toBeVisible();
    expect(dialog.getByText('row 3: x@y.com is not a member of this group')).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const form = init!.body as FormData;
    expect(form.get('tournament_id')).toBe('7');
    expect((form.get('file') as File).name).toBe('entries.csv');
  });

  it('refuses a file that is not a CSV without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = renderAdminPage(adminResponse([adminTournament()], FREE_INFO));
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.upload(
      dialog.getByLabelText('CSV file'),
      csv('%PDF', 'entries.pdf', 'application/pdf'),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent(NOT_CSV_MESSAGE);
    expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's error when the upload is refused", async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([adminTournament()], FREE_INFO), {
      [UPLOAD]: { status: 400, body: { error: 'Missing required columns: tier_1_golfer' } },
    });
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.upload(dialog.getByLabelText('CSV file'), csv('user_email\n'));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(dialog.getByText('Missing required columns: tier_1_golfer')).toBeVisible(),
    );
  });

  it.each([
    ['a server fault without a reason', 'Unknown error occurred'],
    ['a server out of reach', 'Network error occurred'],
  ])('says "Upload failed" with "%s" explained', async (situation, text) => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([adminTournament()], FREE_INFO), {
      [UPLOAD]: { status: 502, body: {} },
    });
    if (situation === 'a server out of reach') {
      const answer = globalThis.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : answer(input, init),
      );
    }
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByLabelText('Tournament'), '7');
    await user.upload(dialog.getByLabelText('CSV file'), csv('user_email\n'));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent(text);
  });
});
