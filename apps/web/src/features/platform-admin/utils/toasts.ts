import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/** The admin pages' toast texts, fixed copy shown exactly as written. */
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
 * A loading toast that turns into the outcome: the success text, or the server's error when it sent
 * one, else the fixed fallback text.
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
