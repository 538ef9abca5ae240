import type { DemoResponse } from '@fairway/contract';
import { MessageCircle } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { ChatComposer, ChatMessageList } from '../../chat';

/** Group Chat tab: the real chat's look, read-only. */
export function DemoChat({ messages }: { messages: DemoResponse['messages'] }) {
  return (
    <Card>
      <section aria-labelledby="demo-chat-title">
        <header className="flex items-center gap-2 border-b border-line px-4 py-3">
          <MessageCircle aria-hidden className="size-5 text-primary" />
          <h2 id="demo-chat-title" className="font-semibold">
            Group Chat
          </h2>
        </header>
        <ChatMessageList messages={messages} />
        <ChatComposer disabled placeholder="Chat is view-only in demo mode..." />
      </section>
    </Card>
  );
}
