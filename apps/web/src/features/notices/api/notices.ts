import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticesResponse, UnsubscribeBody } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

const noticesKey = ['notices'] as const;

/** Reminders arrive on the server's schedule: looked for every few minutes and on focus. */
const NOTICES_REFRESH_MS = 5 * 60_000;

/** GET /api/notices: the bell's list and unread count. */
export const useNotices = () =>
  useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => api.get<NoticesResponse>(pathTo(routes.notices), { signal }),
    refetchInterval: NOTICES_REFRESH_MS,
  });

/** POST /api/notices/read: everything listed is read. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NoticesResponse>(pathTo(routes.noticesRead)),
    onSuccess: (notices) => queryClient.setQueryData(noticesKey, notices),
  });
}

/** POST /api/user/unsubscribe: an email's link turns its owner's email notifications off. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (body: UnsubscribeBody) =>
      api.post<{ emailNotifications: false }>(pathTo(routes.unsubscribe), body),
  });
