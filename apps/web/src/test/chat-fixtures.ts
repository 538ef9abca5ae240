import type { ChatMessage } from '@fairway/contract';

/** A chat message as the server sends it; a member's, unless `kind` says Fairway's notice. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    userId: 7,
    userName: 'Scottie',
    message: 'Birdie on 18!',
    emoji: null,
    kind: 'message',
    createdAt: '2026-06-12T18:30:00.000Z',
    ...overrides,
  };
}
