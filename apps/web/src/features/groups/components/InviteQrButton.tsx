import { QrCode } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import type { InviteQr } from './invite-qr';

// The QR drawing code loads only when someone asks for the code.
const InviteQrPoster = lazy(() =>
  import('./InviteQrPoster').then((module) => ({ default: module.InviteQrPoster })),
);

/** Opens the invite's QR code, drawn in the browser, for a poster in the clubhouse. */
export function InviteQrButton({ link, groupName, inviteCode }: InviteQr) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <QrCode aria-hidden className="size-4" />
        QR Code
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Invite QR code"
        description="Print it or show it: a phone's camera opens the invite."
      >
        <Suspense fallback={<Spinner className="mx-auto my-10 size-6" />}>
          <InviteQrPoster link={link} groupName={groupName} inviteCode={inviteCode} />
        </Suspense>
      </Dialog>
    </>
  );
}
