import { Fingerprint } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { toast } from '../../lib/toast';
import { useRegisterPasskey } from './api';
import { PASSKEY_UNSUPPORTED, browserSupportsPasskeys } from './passkey-support';
import { AuthCard } from '../../components/AuthCard';

export const PASSKEY_SET_UP = 'Passkey set up. Next time, sign in with it from the Passkey tab.';

/**
 * The 'Set Up Passkey' step after registration; "Skip for now" continues signed in either way.
 * It shows as soon as the account exists, while the new session is still being signed in
 * (`signingIn`): until then both buttons wait, or a quick press would go out without the token.
 */
export function PasskeySetupStep({
  onDone,
  signingIn = false,
}: {
  onDone: () => void;
  signingIn?: boolean;
}) {
  const supported = browserSupportsPasskeys();
  const setUp = useRegisterPasskey();
  const start = () =>
    setUp.mutate(undefined, {
      onSuccess: () => {
        toast.success(PASSKEY_SET_UP);
        onDone();
      },
    });
  return (
    <AuthCard
      title="Set Up Passkey"
      subtitle="Your account is ready. Add a passkey to sign in without a password next time."
    >
      <div className="space-y-4">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Fingerprint aria-hidden className="size-7" />
        </div>
        {!supported && <Alert tone="warning">{PASSKEY_UNSUPPORTED}</Alert>}
        {setUp.error && <Alert tone="danger">{setUp.error.message}</Alert>}
        <Button
          className="w-full"
          disabled={!supported || signingIn}
          loading={setUp.isPending || signingIn}
          onClick={start}
        >
          Set Up Passkey
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          disabled={setUp.isPending || signingIn}
          onClick={onDone}
        >
          Skip for now
        </Button>
      </div>
    </AuthCard>
  );
}
