import { zodResolver } from '@hookform/resolvers/zod';
import { InviteCodeParams } from '@fairway/contract';
import { INVITE_CODE_LENGTH } from '@fairway/contract/constants';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { firstErrorMessage } from '../../../lib/forms';
import { useJoinGroup } from '../api/join-group';
import { failureReason } from '../utils/failure';
import { normalizeInviteCode } from '../utils/invite-links';

function JoinGroupForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const join = useJoinGroup();
  // The contract's invite code rules; a code it refuses reads as the server's refusal would.
  const form = useForm({
    resolver: zodResolver(InviteCodeParams),
    defaultValues: { inviteCode: '' },
  });
  const code = useWatch({ control: form.control, name: 'inviteCode' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    ({ inviteCode }) => {
      setProblem(null);
      join.mutate(inviteCode, { onSuccess: ({ group }) => navigate(`/groups/${group.id}`) });
    },
    (errors) => setProblem(firstErrorMessage(errors)),
  );

  return (
    <form onSubmit={submit} className="space-y-4">
      {(problem || join.isError) && (
        <Alert tone="danger">Failed to join group: {problem ?? failureReason(join.error)}</Alert>
      )}
      <Controller
        control={form.control}
        name="inviteCode"
        render={({ field }) => (
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
            {...field}
            onChange={(event) => field.onChange(normalizeInviteCode(event.target.value))}
          />
        )}
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
