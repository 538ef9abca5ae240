import { z } from 'zod';

/** One row the historical upload could not import; `row` is the spreadsheet row (the header is row 1). */
export const HistoricalUploadRowError = z.object({
  row: z.number().int(),
  error: z.string(),
});
export type HistoricalUploadRowError = z.infer<typeof HistoricalUploadRowError>;

/** POST /api/admin/historical/pool-entries/upload (multipart, field `file`). */
export const HistoricalUploadResponse = z
  .object({
    message: z.string(),
    /** Entries written by this upload. */
    processed_entries: z.number().int(),
    /** Data rows read (empty lines are skipped and not counted). */
    total_rows: z.number().int(),
    /** Tournaments this upload created (found by name and date otherwise). */
    created_tournaments: z.number().int(),
    /** Users this upload created, without a password (found by email otherwise). */
    created_users: z.number().int(),
    /** Rows whose entry was already imported (same tournament, user and five golfers). */
    skipped_duplicates: z.number().int(),
    errors: z.array(HistoricalUploadRowError),
  })
  .meta({ id: 'HistoricalUploadResponse' });
export type HistoricalUploadResponse = z.infer<typeof HistoricalUploadResponse>;

/** POST /api/pool-groups/{groupId}/csv-upload (multipart: `file` and `tournament_id`). */
export const GroupCsvUploadResponse = z
  .object({
    message: z.string(),
    processed_entries: z.number().int(),
    total_rows: z.number().int(),
    /** One line per row that was not imported, e.g. "row 3: x@y.com is not a member of this group". */
    errors: z.array(z.string()),
  })
  .meta({ id: 'GroupCsvUploadResponse' });
export type GroupCsvUploadResponse = z.infer<typeof GroupCsvUploadResponse>;
