import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useNewInviteCode } from '../api/new-invite-code';

export const NEW_INVITE_CODE_CONFIRMATION =
  'The current invite code and every invite link made with it stop working at once. Everyone already in the group stays in it.';

/**
 * Admin only: a new invite code after confirming. The page's code, link and QR code change at
 * once; the old ones let nobody in.
 */
export function NewInviteCodeButton({ groupId }: { groupId: number }) {
  const newCode = useNewInviteCode(groupId);
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    newCode.mutate(undefined, {
      onSuccess: ({ inviteCode }) => toast.success(`The new invite code is ${inviteCode}`),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        <RefreshCw aria-hidden className="size-4" />
        New invite code
      </Button>
      {newCode.isError && (
        <Alert tone="danger" className="basis-full">
          {errorMessage(newCode.error, 'Could not issue a new invite code')}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Issue a new invite code?"
        message={NEW_INVITE_CODE_CONFIRMATION}
        confirmLabel="Issue new code"
        tone="primary"
        busy={newCode.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
