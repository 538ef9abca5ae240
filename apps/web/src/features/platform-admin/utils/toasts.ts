import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/** The spec's toast texts (groups.md sections 7 and 8), shown exactly as written. */
export const ADMIN_TOASTS = {
  syncing: 'Syncing tournaments...',
  synced: 'Tournaments synced successfully',
  updating: 'Updating Current Tournament...',
  updated: 'Tournament updated successfully',
  // The spec uses the sync message for a failed update too.
  failed: 'Failed to sync tournaments',
} as const;

const AUTO_CLOSE_MS = 5000;

/**
 * A loading toast that turns into the outcome: the success text, or the server's error when
 * it sent one (groups.md section 8), else the spec's fallback.
 */
export function progressToast(loading: string) {
  const id = toast.loading(loading);
  const settle = (type: 'success' | 'error', render: string) =>
    toast.update(id, { render, type, isLoading: false, autoClose: AUTO_CLOSE_MS });
  return {
    succeed: (text: string) => settle('success', text),
    fail: (error: unknown, fallback: string) => settle('error', errorMessage(error, fallback)),
  };
}
