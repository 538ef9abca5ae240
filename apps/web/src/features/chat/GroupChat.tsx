import { MessageCircle } from 'lucide-react';
import { useMemo } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/States';
import { useAuth } from '../../lib/auth/AuthProvider';
import { flattenPages, useGroupEvents } from '../../lib/live';
import { useChatMessages } from './api/messages';
import { usePostMessage } from './api/post-message';
import { ChatComposer } from './components/ChatComposer';
import { ChatMessageList } from './components/ChatMessageList';
import { LiveIndicator } from './components/LiveIndicator';
import { sendErrorMessage } from './send-error';

/**
 * The group's chat: history with "Load earlier messages", live arrivals from the group's event
 * stream (this component holds it open while mounted), and the composer.
 *
 * On a phone the chat comes after the group's other cards, so its composer is pinned to the
 * bottom of the screen while any of the chat is on it (sticky within the chat's box): one
 * can write as soon as the chat scrolls into view, not only after scrolling past every message.
 * The messages' box is at most half the screen there, so header, messages and composer fit.
 */
export function GroupChat({ groupId }: { groupId: number }) {
  const { userId } = useAuth();
  const status = useGroupEvents(groupId);
  const chat = useChatMessages(groupId, { poll: status !== 'open' });
  const post = usePostMessage(groupId);
  const messages = useMemo(() => flattenPages(chat.data), [chat.data]);

  return (
    <Card>
      <section aria-labelledby={`group-chat-${groupId}`}>
        <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id={`group-chat-${groupId}`} className="flex items-center gap-2 font-semibold">
            <MessageCircle aria-hidden className="size-5 text-primary" />
            Group Chat
          </h2>
          <LiveIndicator status={status} />
        </header>

        {chat.isPending ? (
          <div className="space-y-3 px-4 py-4" aria-busy="true" aria-label="Loading messages">
            <Skeleton className="h-12 w-3/4" />
            <Skeleton className="ml-auto h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2" />
          </div>
        ) : chat.isError ? (
          <div className="px-4 py-4">
            <Alert tone="danger" title="Failed to load messages">
              <Button
                size="sm"
                variant="secondary"
                className="mt-2"
                onClick={() => void chat.refetch()}
              >
                Retry
              </Button>
            </Alert>
          </div>
        ) : (
          <ChatMessageList
            className="max-sm:max-h-[50dvh]"
            messages={messages}
            ownUserId={userId ?? undefined}
            empty={
              <>
                <p className="font-medium text-ink">No messages yet.</p>
                <p className="mt-1">Start the banter with a message or an emoji.</p>
              </>
            }
            top={
              chat.hasNextPage && (
                <div className="mb-3 flex justify-center">
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={chat.isFetchingNextPage}
                    onClick={() => void chat.fetchNextPage()}
                  >
                    Load earlier messages
                  </Button>
                </div>
              )
            }
          />
        )}

        <ChatComposer
          className="sticky bottom-0 z-10 rounded-b-2xl bg-surface"
          onSend={(body) => post.mutateAsync(body)}
          sending={post.isPending}
          error={post.isError ? sendErrorMessage(post.error) : null}
        />
      </section>
    </Card>
  );
}
