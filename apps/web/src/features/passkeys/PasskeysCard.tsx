import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Passkey } from '@fairway/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card, CardHeader } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';

import { useFlashMessage } from '../../lib/use-flash-message';
import { PASSKEY_ERRORS, usePasskeys, useRegisterPasskey, useRemovePasskey } from './api';
import { PASSKEY_UNSUPPORTED, browserSupportsPasskeys } from './passkey-support';
import { formatShortDateTime } from '../../lib/times';

export const REMOVE_PASSKEY_CONFIRMATION = 'Are you sure you want to remove this passkey?';
export const PASSKEY_REGISTERED = 'Passkey registered successfully';
export const PASSKEY_REMOVED = 'Passkey removed';

/** The Security tab's passkeys: the list, remove (after confirming) and register a new one. */
export function PasskeysCard() {
  const supported = browserSupportsPasskeys();
  const passkeys = usePasskeys();
  const registration = useRegisterPasskey();
  const removal = useRemovePasskey();
  const [pending, setPending] = useState<Passkey | null>(null);
  const success = useFlashMessage();

  const register = () => {
    removal.reset();
    registration.mutate(undefined, { onSuccess: () => success.show(PASSKEY_REGISTERED) });
  };
  const confirmRemoval = () => {
    if (!pending) return;
    registration.reset();
    removal.mutate(pending.credentialId, {
      onSuccess: () => success.show(PASSKEY_REMOVED),
      onSettled: () => setPending(null),
    });
  };
  const failure = registration.error ?? removal.error;

  return (
    <Card>
      <CardHeader
        title="Passkeys"
        description="Sign in with your fingerprint, face or device PIN instead of a password."
        action={
          supported && (
            <Button size="sm" loading={registration.isPending} onClick={register}>
              {!registration.isPending && <Plus aria-hidden className="size-4" />}
              Register New Passkey
            </Button>
          )
        }
      />
      <div className="space-y-3 p-5">
        {!supported && <Alert tone="warning">{PASSKEY_UNSUPPORTED}</Alert>}
        {success.message && <Alert tone="success">{success.message}</Alert>}
        {failure && <Alert tone="danger">{failure.message}</Alert>}
        {passkeys.isPending ? (
          <Skeleton className="h-14" />
        ) : passkeys.isError ? (
          <Alert tone="danger">{errorMessage(passkeys.error, PASSKEY_ERRORS.list)}</Alert>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted">No passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y divide-line">
            {passkeys.data.map((passkey) => (
              <PasskeyRow
                key={passkey.credentialId}
                passkey={passkey}
                onRemove={() => setPending(passkey)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Remove passkey"
        message={REMOVE_PASSKEY_CONFIRMATION}
        confirmLabel="Remove"
        busy={removal.isPending}
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex items-center gap-3">
        <KeyRound aria-hidden className="size-5 text-primary" />
        <div>
          <p className="font-medium">{passkey.name}</p>
          <p className="text-sm text-muted">
            Added {formatShortDateTime(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt
              ? `last used ${formatShortDateTime(passkey.lastUsedAt)}`
              : 'never used'}
            {passkey.backedUp && ' · synced'}
          </p>
        </div>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Remove ${passkey.name}`} onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
        Remove
      </Button>
    </li>
  );
}
