import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useCopyLink } from '../hooks/useCopyLink';

/** A button that copies a link and says "Copied!" for 2 seconds. */
export function CopyLinkButton({
  link,
  label,
  className,
}: {
  link: string;
  label: string;
  className?: string;
}) {
  const { copied, copy } = useCopyLink();
  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => void copy(link)}>
        {copied ? (
          <Check aria-hidden className="size-4 text-primary" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {copied ? 'Copied!' : label}
      </Button>
      {/* Screen readers hear the confirmation; the button's new text alone is not announced. */}
      <span role="status" className="sr-only">
        {copied ? 'Invite link copied to the clipboard' : ''}
      </span>
    </>
  );
}
