import { INVITE_CODE_LENGTH } from '@fairway/contract/constants';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { useJoinGroup } from '../api/join-group';
import { failureReason } from '../utils/failure';
import { normalizeInviteCode } from '../utils/invite-links';

function JoinGroupForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const join = useJoinGroup();
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return;
    join.mutate(code, { onSuccess: ({ group }) => navigate(`/groups/${group.id}`) });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {join.isError && (
        <Alert tone="danger">Failed to join group: {failureReason(join.error)}</Alert>
      )}
      <TextField
        label="Invite code"
        required
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVITE_CODE_LENGTH}
        placeholder="Enter 8-character code"
        className="font-mono uppercase tracking-widest placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
        value={code}
        onChange={(event) => setCode(normalizeInviteCode(event.target.value))}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={join.isPending} disabled={!code}>
          Join Group
        </Button>
      </div>
    </form>
  );
}

/** The Join Group modal on /groups: asks for an invite code, then opens the group. */
export function JoinGroupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Join Group"
      description="Ask the group's admin for its invite code."
    >
      {open && <JoinGroupForm onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}
