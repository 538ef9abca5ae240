import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useResendVerificationMutation } from './api/account';

/** Mails the signed-in user a new verification link, and says what happened. */
export function ResendVerificationButton({
  variant = 'secondary',
}: {
  variant?: 'secondary' | 'ghost';
}) {
  const resend = useResendVerificationMutation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant={variant}
        size="sm"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? 'Sent' : 'Resend link'}
      </Button>
      <span role="status" className="text-sm">
        {resend.isSuccess
          ? resend.data.message
          : resend.isError
            ? errorMessage(resend.error, 'Could not send the email. Please try again.')
            : ''}
      </span>
    </span>
  );
}
