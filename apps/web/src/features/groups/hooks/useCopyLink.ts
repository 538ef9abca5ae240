import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';

/** How long "Copied!" stays. */
export const COPIED_MS = 2000;

/** Copies text to the clipboard; `copied` stays true for 2 seconds after a successful copy. */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      // Missing outside secure contexts (plain http on a LAN address), hence the check.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(`Could not copy the link. Copy it by hand: ${text}`);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return { copied, copy };
}
