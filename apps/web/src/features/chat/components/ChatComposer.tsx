import type { PostMessageBody } from '@fairway/contract';
import { CHAT_EMOJI, CHAT_MESSAGE_MAX } from '@fairway/contract/constants';
import { SendHorizontal, Smile, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';
import { EmojiPalette } from './EmojiPalette';

const emojiNames = new Map<string, string>(CHAT_EMOJI.map((item) => [item.emoji, item.label]));

/**
 * Writes one chat message: text of up to 100 characters and/or one palette emoji. Send works
 * once there is an emoji or non-blank text; a successful send clears both.
 */
export function ChatComposer({
  onSend,
  sending = false,
  error,
  disabled = false,
  placeholder = 'Write a message…',
}: {
  /** Resolves when the message is posted; a rejection keeps what was written. */
  onSend?: (body: PostMessageBody) => Promise<unknown>;
  sending?: boolean;
  error?: string | null;
  /** Read-only (the demo): every control is disabled. */
  disabled?: boolean;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState<string | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const canSend = !disabled && !sending && (emoji !== null || text.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || !onSend) return;
    const message = text.trim();
    try {
      await onSend({ ...(message && { message }), ...(emoji && { emoji }) });
      setText('');
      setEmoji(null);
      setPaletteOpen(false);
    } catch {
      // The caller shows the error; what was written stays for another try.
    }
    inputRef.current?.focus();
  };

  const closePalette = () => {
    setPaletteOpen(false);
    emojiButtonRef.current?.focus();
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-line px-4 py-3">
      {error && <Alert tone="danger">{error}</Alert>}
      {emoji && (
        <span className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pl-2 pr-1 text-lg">
          <span role="img" aria-label={`Chosen emoji: ${emojiNames.get(emoji) ?? emoji}`}>
            {emoji}
          </span>
          <button
            type="button"
            onClick={() => setEmoji(null)}
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
          ref={inputRef}
          id={`${ids}-input`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
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
          selected={emoji}
          onSelect={(chosen) => {
            setEmoji(chosen);
            setPaletteOpen(false);
            inputRef.current?.focus();
          }}
          onClose={closePalette}
        />
      )}
    </form>
  );
}
