import { PasskeysCard } from '../../passkeys';
import { DeleteAccountCard } from './security/DeleteAccountCard';
import { PasswordCard } from './security/PasswordCard';
import { SignOutEverywhereCard } from './security/SignOutEverywhereCard';

/** Security: the password, passkeys, every session, and deleting the account. */
export function SecurityTab() {
  return (
    <div className="space-y-6">
      <PasswordCard />
      <PasskeysCard />
      <SignOutEverywhereCard />
      <DeleteAccountCard />
    </div>
  );
}
