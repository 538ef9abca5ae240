import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import type { ChatPage } from '../../../lib/live';
import { messagesKey } from '../../../lib/query-keys';

/** Messages per request: the server's default page. */
export const CHAT_PAGE_SIZE = 50;
/** While the live stream is down, the chat polls at this pace instead. */
export const CHAT_POLL_MS = 30_000;

/**
 * GET /api/pool-groups/{groupId}/messages. Page 0 is the newest; each further page ("Load
 * earlier messages") asks for messages before the oldest one loaded.
 */
export const messagesQuery = (groupId: number, { poll = false } = {}) =>
  infiniteQueryOptions({
    queryKey: messagesKey(groupId),
    queryFn: async ({ pageParam, signal }): Promise<ChatPage> => {
      const messages = await api.get<ChatMessage[]>(
        pathTo(routes.groupMessages, { groupId }, { before: pageParam, limit: CHAT_PAGE_SIZE }),
        { signal },
      );
      return { messages, hasOlder: messages.length >= CHAT_PAGE_SIZE };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (oldest) => (oldest.hasOlder ? oldest.messages[0]?.id : undefined),
    // The event stream keeps the list current; polling covers the time it is down.
    staleTime: 60_000,
    refetchInterval: poll ? CHAT_POLL_MS : false,
  });

export const useChatMessages = (groupId: number, options: { poll: boolean }) =>
  useInfiniteQuery(messagesQuery(groupId, options));
