import { Dialog } from '../../components/ui/Dialog';
import { ResendVerificationButton } from '../../features/auth';

/**
 * The reminder's dialog: its own module, loaded when first opened, so the dialog library and
 * the resend call stay out of the code every page loads first.
 */
export function VerifyEmailDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Confirm your email">
      <div className="mt-3 space-y-4 text-sm">
        <p>
          Please confirm your email: we sent a link to <strong>{email}</strong>.
        </p>
        {/* Notices are mailed to proven addresses only (server: notices/notice-delivery.ts). */}
        <p className="text-muted">
          Until then, pick reminders and results reach you here in the app, not by email.
        </p>
        <ResendVerificationButton variant="secondary" />
      </div>
    </Dialog>
  );
}
