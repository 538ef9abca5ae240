import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { useState } from 'react';

/**
 * The custom-rules hover: an info button whose tip opens on hover and keyboard focus, and on a
 * tap too (touch screens have no hover). Escape or a tap elsewhere closes it.
 */
export function CustomRulesHint({ rules }: { rules: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={(event) => {
              // Radix closes a tooltip on click; here a tap is how phones open it.
              event.preventDefault();
              setOpen(true);
            }}
            className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-sm font-medium text-info hover:bg-info-soft"
          >
            <Info aria-hidden className="size-4" />
            Custom rules
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-[min(20rem,90vw)] whitespace-pre-line rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xl"
          >
            {rules}
            <Tooltip.Arrow className="fill-surface" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
