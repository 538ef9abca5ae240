import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDeleteGroup } from '../api/delete-group';

export const DELETE_GROUP_CONFIRMATION =
  'Are you sure you want to delete this group? This action cannot be undone.';

/** Admin only: deletes the group after the spec's confirmation, then goes back to /groups. */
export function DeleteGroupButton({ groupId, groupName }: { groupId: number; groupName: string }) {
  const navigate = useNavigate();
  const remove = useDeleteGroup(groupId);
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${groupName} was deleted`);
        navigate('/groups', { replace: true });
      },
      onError: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4 text-danger" />
        Delete Group
      </Button>
      {remove.isError && (
        <Alert tone="danger" className="basis-full">
          {errorMessage(remove.error, 'Failed to delete group')}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete group"
        message={DELETE_GROUP_CONFIRMATION}
        confirmLabel="Delete Group"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
