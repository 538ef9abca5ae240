import { KeyRound } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PASSKEY_UNSUPPORTED, browserSupportsPasskeys } from './passkey-support';

/**
 * The Passkey tab. The WebAuthn ceremony itself ships with step 6 (sign-in); until then
 * the tab tells the truth instead of offering a button that cannot work.
 */
export function PasskeySignIn() {
  if (!browserSupportsPasskeys()) return <Alert tone="warning">{PASSKEY_UNSUPPORTED}</Alert>;
  return (
    <div className="space-y-4 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <KeyRound aria-hidden className="size-6" />
      </div>
      <p className="text-sm text-muted">
        Sign in with your fingerprint, face or device PIN. Passkey sign-in is being rolled out; use
        your email and password for now.
      </p>
      <Button variant="secondary" className="w-full" disabled>
        Sign in with a passkey
      </Button>
    </div>
  );
}
