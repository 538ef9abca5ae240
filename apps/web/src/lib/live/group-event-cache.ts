import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, GroupEvent } from '@fairway/contract';
import {
  dashboardKey,
  groupKeys,
  groupStandingsKey,
  groupTournamentChangesKey,
  messagesKey,
} from '../query-keys';
import { addMessageToCache } from './chat-pages';
import type { StreamEvent } from './event-stream';

/** The stream's JSON payload, or null when a line was garbled: one bad event must not end the stream. */
function parseData<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/** Applies one event from GET /api/pool-groups/{groupId}/events to the query cache. */
export function applyGroupEvent(client: QueryClient, groupId: number, event: StreamEvent): void {
  switch (event.event as GroupEvent['type'] | 'ready' | 'catch-up' | 'replaced') {
    case 'message': {
      const message = parseData<ChatMessage>(event.data);
      if (message && typeof message.id === 'number') addMessageToCache(client, groupId, message);
      // Fairway's notice of an admin's change to a tournament's money or rules: its history too.
      if (message?.kind === 'notice')
        void client.invalidateQueries({ queryKey: groupTournamentChangesKey(groupId) });
      return;
    }
    case 'members':
      // Exact, so the group's messages and standings under the same prefix are left alone.
      void client.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
      void client.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      // A removal, or an admin allowing someone back, changes the admins' removed list.
      void client.invalidateQueries({ queryKey: groupKeys.removed(groupId) });
      // Member counts also show in the sidebar's group list and on the dashboard.
      void client.invalidateQueries({ queryKey: groupKeys.all, exact: true });
      void client.invalidateQueries({ queryKey: dashboardKey });
      return;
    case 'standings':
      void client.invalidateQueries({ queryKey: groupStandingsKey(groupId) });
      return;
    case 'catch-up':
      // The server's own link to the other instances was down for a while (docs/operations.md):
      // events may have been missed, just as when this stream reconnects.
      catchUpAfterReconnect(client, groupId);
      return;
    default:
      return;
  }
}

/**
 * After a reconnection, or the server's `catch-up`, whatever happened while events were not
 * arriving is fetched again.
 */
export function catchUpAfterReconnect(client: QueryClient, groupId: number): void {
  void client.invalidateQueries({ queryKey: messagesKey(groupId) });
  void client.invalidateQueries({ queryKey: groupKeys.members(groupId) });
  void client.invalidateQueries({ queryKey: groupStandingsKey(groupId) });
  void client.invalidateQueries({ queryKey: groupTournamentChangesKey(groupId) });
}
