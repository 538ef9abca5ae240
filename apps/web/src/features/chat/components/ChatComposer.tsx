import { zodResolver } from '@hookform/resolvers/zod';
import { PostMessageBody } from '@fairway/contract';
import { CHAT_EMOJI, CHAT_MESSAGE_MAX } from '@fairway/contract/constants';
import { SendHorizontal, Smile, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';
import { EmojiPalette } from './EmojiPalette';

const emojiNames = new Map<string, string>(CHAT_EMOJI.map((item) => [item.emoji, item.label]));

/**
 * Writes one chat message: text of up to 100 characters and/or one palette emoji. Send works
 * once the contract's rules hold (an emoji or non-blank text); a successful send clears both.
 */
export function ChatComposer({
  onSend,
  sending = false,
  error,
  disabled = false,
  placeholder = 'Write a message…',
  className,
}: {
  /** Resolves when the message is posted; a rejection keeps what was written. */
  onSend?: (body: PostMessageBody) => Promise<unknown>;
  sending?: boolean;
  error?: string | null;
  /** Read-only (the demo): every control is disabled. */
  disabled?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const form = useForm({
    resolver: zodResolver(PostMessageBody),
    defaultValues: { message: '', emoji: null as string | null },
  });
  const [message, emoji] = useWatch({ control: form.control, name: ['message', 'emoji'] });
  const text = message ?? '';
  const [paletteOpen, setPaletteOpen] = useState(false);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const canSend =
    !disabled && !sending && PostMessageBody.safeParse({ message: text, emoji }).success;

  // Send stays disabled while the contract refuses the message, so a refusal needs no words.
  const submit = form.handleSubmit(async (body) => {
    if (!canSend || !onSend) return;
    try {
      await onSend({
        ...(body.message && { message: body.message }),
        ...(body.emoji && { emoji: body.emoji }),
      });
      form.reset();
      setPaletteOpen(false);
    } catch {
      // The caller shows the error; what was written stays for another try.
    }
    form.setFocus('message');
  });

  const closePalette = () => {
    setPaletteOpen(false);
    emojiButtonRef.current?.focus();
  };

  return (
    <form onSubmit={submit} className={cn('space-y-2 border-t border-line px-4 py-3', className)}>
      {error && <Alert tone="danger">{error}</Alert>}
      {emoji && (
        <span className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pl-2 pr-1 text-lg">
          <span role="img" aria-label={`Chosen emoji: ${emojiNames.get(emoji) ?? emoji}`}>
            {emoji}
          </span>
          <button
            type="button"
            onClick={() => form.setValue('emoji', null)}
            aria-label="Remove emoji"
            className="rounded-full p-1 text-muted hover:bg-surface hover:text-ink"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </span>
      )}
      <div className="flex items-center gap-2">
        <button
          ref={emojiButtonRef}
          type="button"
          disabled={disabled}
          onClick={() => setPaletteOpen((open) => !open)}
          aria-label={paletteOpen ? 'Close emoji palette' : 'Add emoji'}
          aria-expanded={paletteOpen}
          aria-controls={paletteOpen ? `${ids}-palette` : undefined}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-line text-muted transition-colors hover:bg-surface-2 hover:text-ink disabled:cursor-not-allowed disabled:opacity-55"
        >
          <Smile aria-hidden className="size-5" />
        </button>
        <label htmlFor={`${ids}-input`} className="sr-only">
          Message
        </label>
        <input
          id={`${ids}-input`}
          type="text"
          {...form.register('message')}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={`${ids}-count`}
          className={cn(
            inputClass(),
            'h-10 min-w-0 flex-1 disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        <Button type="submit" disabled={!canSend} loading={sending} aria-label="Send">
          <SendHorizontal aria-hidden className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <p id={`${ids}-count`} className="text-right text-xs text-muted tabular">
        {text.length}/{CHAT_MESSAGE_MAX}
      </p>
      {paletteOpen && !disabled && (
        <EmojiPalette
          id={`${ids}-palette`}
          selected={emoji ?? null}
          onSelect={(chosen) => {
            form.setValue('emoji', chosen);
            setPaletteOpen(false);
            form.setFocus('message');
          }}
          onClose={closePalette}
        />
      )}
    </form>
  );
}
