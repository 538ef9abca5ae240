import { Check, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useCopyLink } from '../hooks/useCopyLink';

/**
 * Shares the invite through the phone's share sheet (the Web Share API: Messages, WhatsApp,
 * mail...), or, where the browser has none (most desktops), copies the link instead.
 */
export function ShareInviteButton({
  link,
  groupName,
  className,
}: {
  link: string;
  groupName: string;
  className?: string;
}) {
  const { copied, copy } = useCopyLink();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: `Join ${groupName} on Fairway`,
          text: `Join my golf pool "${groupName}" on Fairway:`,
          url: link,
        });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link);
  }

  return (
    <>
      <Button variant="secondary" className={className} onClick={() => void share()}>
        {copied ? (
          <Check aria-hidden className="size-4 text-primary" />
        ) : (
          <Share2 aria-hidden className="size-4" />
        )}
        {copied ? 'Link copied!' : 'Share Invite Link'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Invite link copied to the clipboard' : ''}
      </span>
    </>
  );
}
