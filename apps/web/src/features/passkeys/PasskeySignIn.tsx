import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { signInWithPasskey } from './api';
import { PASSKEY_UNSUPPORTED, browserSupportsPasskeys } from './passkey-support';

/**
 * The Passkey tab on /login. The browser offers the passkeys this site made on the device
 * (discoverable credentials: the server names none, so it never tells whether an email has
 * passkeys). The email is optional: with it, only that account's passkey signs in.
 */
export function PasskeySignIn({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!browserSupportsPasskeys()) return <Alert tone="warning">{PASSKEY_UNSUPPORTED}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onToken(await signInWithPasskey(email.trim() || undefined));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <KeyRound aria-hidden className="size-6" />
      </div>
      <p className="text-center text-sm text-muted">
        Sign in with your fingerprint, face or device PIN.
      </p>
      <TextField
        label="Email (optional)"
        type="email"
        name="passkey-email"
        autoComplete="username webauthn"
        hint="Leave empty to sign in with any of this device's passkeys."
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="submit" className="w-full" loading={busy}>
        Sign in with Passkey
      </Button>
    </form>
  );
}
