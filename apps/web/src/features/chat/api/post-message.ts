import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, PostMessageBody } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { addMessageToCache } from '../../../lib/live';

/** POST /api/pool-groups/{groupId}/messages: the new message joins the list at once. */
export function usePostMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) =>
      api.post<ChatMessage>(pathTo(routes.postMessage, { groupId }), body),
    onSuccess: (message) => addMessageToCache(queryClient, groupId, message),
  });
}
