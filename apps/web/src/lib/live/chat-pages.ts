import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@fairway/contract';
import { messagesKey } from '../query-keys';

/**
 * The chat's pages as the query cache holds them: the chat (features/chat) fetches and shows
 * them, and the live stream adds each new message to them, so their shape lives here.
 */

/**
 * One page as the server sent it, oldest first. `hasOlder` is decided when the page is fetched,
 * so live messages appended to the newest page never make it look like there is more history.
 */
export interface ChatPage {
  messages: ChatMessage[];
  hasOlder: boolean;
}
export type ChatPages = InfiniteData<ChatPage, number | undefined>;

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
