import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ChatMessage } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** Messages per request: the server's default page. */
export const CHAT_PAGE_SIZE = 50;
/** While the live stream is down, the chat polls at this pace instead. */
export const CHAT_POLL_MS = 30_000;

/**
 * One page as the server sent it, oldest first. `hasOlder` is decided when the page is fetched,
 * so live messages appended to the newest page never make it look like there is more history.
 */
export interface ChatPage {
  messages: ChatMessage[];
  hasOlder: boolean;
}
export type ChatPages = InfiniteData<ChatPage, number | undefined>;

export const messagesKey = (groupId: number) => ['groups', groupId, 'messages'] as const;

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

/** All loaded messages, oldest first, ready to show. */
export const flattenPages = (data: { pages: ChatPage[] } | undefined): ChatMessage[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];

/**
 * Adds a message to the newest page unless it is already there: the sender's own POST result
 * and its echo on the event stream are the same message and must show once.
 */
export function withMessage(data: ChatPages, message: ChatMessage): ChatPages {
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Puts a message into a loaded chat; a chat not loaded yet gets it with its first fetch. */
export function addMessageToCache(client: QueryClient, groupId: number, message: ChatMessage) {
  client.setQueryData<ChatPages>(messagesKey(groupId), (data) =>
    data ? withMessage(data, message) : data,
  );
}
