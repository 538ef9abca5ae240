import type { ChatMessage, DemoResponse } from '@fairway/contract';
import { CHAT_EMOJI } from '@fairway/contract/constants';
import { useCallback, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

import { useStickToBottom } from './useStickToBottom';
import { formatShortDateTime } from '../../../lib/times';

/** What a chat line needs: the group chat's messages and the demo's (without user ids) both fit. */
export type ChatListMessage = DemoResponse['messages'][number] &
  Partial<Pick<ChatMessage, 'userId' | 'kind'>>;

const emojiNames = new Map<string, string>(CHAT_EMOJI.map((item) => [item.emoji, item.label]));

/** The newest message's words, for screen readers, only once it arrives after the first render. */
function useArrivalAnnouncement(messages: readonly ChatListMessage[]) {
  const last = messages.at(-1);
  const [seenId, setSeenId] = useState(last?.id ?? 0);
  const [announcement, setAnnouncement] = useState('');
  if (last && last.id !== seenId) {
    setSeenId(last.id);
    if (last.id > seenId) {
      const emoji = last.emoji ? (emojiNames.get(last.emoji) ?? last.emoji) : '';
      const who = last.kind === 'notice' ? 'Fairway' : last.userName;
      setAnnouncement(`${who}: ${[emoji, last.message].filter(Boolean).join(' ')}`);
    }
  }
  return announcement;
}

/**
 * The chat's messages, oldest at the top and newest at the bottom, scrolled to the newest.
 * Presentational: the group chat and the read-only demo both use it.
 */
export function ChatMessageList({
  messages,
  ownUserId,
  top,
  empty = 'No messages yet.',
  className,
}: {
  messages: readonly ChatListMessage[];
  /** The reader's own messages are tinted and always scrolled into view. */
  ownUserId?: number;
  /** Shown above the oldest message, e.g. "Load earlier messages". */
  top?: ReactNode;
  empty?: ReactNode;
  className?: string;
}) {
  const isOwn = useCallback(
    (m: ChatListMessage) =>
      ownUserId !== undefined && m.userId === ownUserId && m.kind !== 'notice',
    [ownUserId],
  );
  const { ref, onScroll } = useStickToBottom(messages, isOwn);
  const announcement = useArrivalAnnouncement(messages);

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      // Focusable so keyboard users can scroll the history.
      tabIndex={0}
      role="region"
      aria-label="Chat messages"
      className={cn('max-h-96 min-h-40 overflow-y-auto px-4 py-3', className)}
    >
      {top}
      {messages.length === 0 ? (
        <div className="flex min-h-32 flex-col items-center justify-center text-center text-sm text-muted">
          {empty}
        </div>
      ) : (
        <ol className="space-y-3">
          {messages.map((m) =>
            m.kind === 'notice' ? (
              <NoticeLine key={m.id} message={m} />
            ) : (
              <ChatLine key={m.id} message={m} own={isOwn(m)} />
            ),
          )}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function ChatLine({ message: m, own }: { message: ChatListMessage; own: boolean }) {
  const emojiName = m.emoji ? emojiNames.get(m.emoji) : undefined;
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          own ? 'bg-primary text-on-primary' : 'bg-sand-soft text-ink',
        )}
      >
        {m.userName.charAt(0).toUpperCase()}
      </span>
      <div
        className={cn(
          'min-w-0 flex-1 rounded-xl px-3 py-2',
          own ? 'bg-primary-soft' : 'bg-surface-2',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-ink">{m.userName}</span>
          <time dateTime={m.createdAt} className="text-muted">
            {formatShortDateTime(m.createdAt)}
          </time>
        </p>
        <p className="mt-0.5 break-words text-sm text-ink">
          {m.emoji && (
            <span
              role={emojiName ? 'img' : undefined}
              aria-label={emojiName}
              className="mr-1.5 align-middle text-xl leading-none"
            >
              {m.emoji}
            </span>
          )}
          {m.message}
        </p>
      </div>
    </li>
  );
}

/** Said by Fairway about a member (an alternate coming in), not by them: set apart. */
function NoticeLine({ message: m }: { message: ChatListMessage }) {
  return (
    <li className="flex justify-center">
      <div className="max-w-md rounded-xl border border-line bg-surface px-3 py-2 text-center">
        <p className="text-xs text-muted">
          <span className="font-semibold text-ink">Fairway</span> · {m.userName}’s entry ·{' '}
          <time dateTime={m.createdAt}>{formatShortDateTime(m.createdAt)}</time>
        </p>
        <p className="mt-0.5 break-words text-sm text-ink">{m.message}</p>
      </div>
    </li>
  );
}
