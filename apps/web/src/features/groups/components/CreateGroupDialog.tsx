import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { CreateGroupForm } from './CreateGroupForm';

/** The Create Group modal on /groups: a new group opens straight away. */
export function CreateGroupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Group"
      description="Start a pool for your friends. You can invite them once it exists."
    >
      {/* Mounted only while open, so each opening starts with a fresh form. */}
      {open && (
        <CreateGroupForm
          onCreated={(group) => navigate(`/groups/${group.id}`)}
          secondaryAction={
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          }
        />
      )}
    </Dialog>
  );
}
