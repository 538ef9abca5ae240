import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { PasskeysCard } from '../../passkeys/PasskeysCard';

export const PASSWORD_RESET_NOTICE =
  'A password reset request has been sent to support. They will contact you by email.';

/**
 * Security settings: the password reset notice (the spec's button only shows an alert and
 * makes no call) and the user's passkeys.
 */
export function SecurityTab() {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Password" description="Forgot it, or want a new one?" />
        <div className="p-5">
          <Button variant="secondary" onClick={() => window.alert(PASSWORD_RESET_NOTICE)}>
            <KeyRound aria-hidden className="size-4" />
            Request Password Reset
          </Button>
        </div>
      </Card>
      <PasskeysCard />
    </div>
  );
}
