import { Fingerprint } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { AuthCard } from './AuthCard';
import { PASSKEY_UNSUPPORTED, browserSupportsPasskeys } from './passkey-support';

/**
 * The 'Set Up Passkey' step after registration. Registering the credential ships with
 * step 6 (sign-in); "Skip for now" continues signed in either way.
 */
export function PasskeySetupStep({ onDone }: { onDone: () => void }) {
  const supported = browserSupportsPasskeys();
  return (
    <AuthCard
      title="Set Up Passkey"
      subtitle="Your account is ready. Add a passkey to sign in without a password next time."
    >
      <div className="space-y-4">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Fingerprint aria-hidden className="size-7" />
        </div>
        {supported ? (
          <p className="text-center text-sm text-muted">
            Passkey setup is being rolled out. You can add one later from your profile&apos;s
            Security tab.
          </p>
        ) : (
          <Alert tone="warning">{PASSKEY_UNSUPPORTED}</Alert>
        )}
        <Button className="w-full" disabled>
          Set Up Passkey
        </Button>
        <Button variant="ghost" className="w-full" onClick={onDone}>
          Skip for now
        </Button>
      </div>
    </AuthCard>
  );
}
