import { Download } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadTextFile } from '../../../lib/download';
import type { InviteQr } from './invite-qr';

/**
 * The invite link as a QR code (black on white whatever the theme, so every camera reads it),
 * with the group's name and code under it, and a download of the code as an SVG for a poster.
 */
export function InviteQrPoster({ link, groupName, inviteCode }: InviteQr) {
  const box = useRef<HTMLDivElement>(null);
  function download() {
    const svg = box.current?.querySelector('svg');
    if (!svg) return;
    const fileName = `${groupName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'group'}-invite.svg`;
    downloadTextFile(fileName, svg.outerHTML, 'image/svg+xml');
  }
  return (
    <div className="mt-4 space-y-4 text-center">
      <div ref={box} className="mx-auto w-fit rounded-xl bg-white p-4">
        <QRCodeSVG
          value={link}
          size={224}
          level="M"
          marginSize={2}
          title={`QR code of the invite link to ${groupName}`}
          role="img"
          aria-label={`QR code of the invite link to ${groupName}`}
        />
      </div>
      <div>
        <p className="font-semibold">{groupName}</p>
        <p className="text-sm text-muted">
          Invite code <span className="font-mono font-semibold tracking-widest">{inviteCode}</span>
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={download}>
        <Download aria-hidden className="size-4" />
        Download for a poster
      </Button>
    </div>
  );
}
