import { CHAT_EMOJI } from '@fairway/contract/constants';
import { cn } from '../../../lib/cn';

/** The 16 chat emoji (docs/rules.md, "Chat") as a grid of buttons; Escape closes it. */
export function EmojiPalette({
  id,
  selected,
  onSelect,
  onClose,
}: {
  id: string;
  selected: string | null;
  onSelect: (emoji: string) => void;
  onClose: () => void;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Choose an emoji"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="grid grid-cols-8 gap-1 rounded-xl border border-line bg-surface p-2 shadow-lg"
    >
      {CHAT_EMOJI.map(({ emoji, label }) => (
        <button
          key={emoji}
          type="button"
          aria-label={label}
          aria-pressed={selected === emoji}
          title={label}
          onClick={() => onSelect(emoji)}
          className={cn(
            'flex aspect-square items-center justify-center rounded-lg text-xl transition-colors hover:bg-surface-2',
            selected === emoji && 'bg-primary-soft ring-2 ring-primary/40',
          )}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
