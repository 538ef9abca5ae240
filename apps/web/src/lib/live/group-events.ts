import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../api';
import { useAuth } from '../auth/AuthProvider';
import { openEventStream, type StreamStatus } from './event-stream';
import { applyGroupEvent, catchUpAfterReconnect } from './group-event-cache';
import { joinStream, streamStatus } from './shared-streams';

/**
 * GET /api/pool-groups/{groupId}/events while mounted: new chat messages land in the chat,
 * member and standings changes refresh their queries. Returns the connection status ("open"
 * means live). Components of one page share a single connection.
 */
export function useGroupEvents(groupId: number): StreamStatus {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const key = token ? `${groupId} ${token}` : null;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!key) return () => undefined;
      return joinStream(key, onChange, (report, signal) => {
        let connections = 0;
        void openEventStream(pathTo(routes.groupEvents, { groupId }), {
          token,
          signal,
          onStatus: report,
          onEvent: (event) => {
            if (event.event === 'ready' && connections++ > 0) {
              catchUpAfterReconnect(queryClient, groupId);
            }
            // The server ended the stream because its session ended (signed out everywhere,
            // a password changed elsewhere): asking who we are ends the session here too.
            if (event.event === 'signed-out')
              void api.get(pathTo(routes.me)).catch(() => undefined);
            applyGroupEvent(queryClient, groupId, event);
          },
        });
      });
    },
    [key, token, groupId, queryClient],
  );
  const getStatus = useCallback(() => (key ? streamStatus(key) : 'stopped'), [key]);
  return useSyncExternalStore(subscribe, getStatus, getStatus);
}
