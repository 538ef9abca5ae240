import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, PostMessageBody } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { addMessageToCache } from '../../../lib/live';

/** POST /api/pool-groups/{groupId}/messages: the new message joins the list at once. */
export function usePostMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) =>
      api.post<ChatMessage>(apiPaths.groupMessages(groupId), body),
    onSuccess: (message) => addMessageToCache(queryClient, groupId, message),
  });
}
