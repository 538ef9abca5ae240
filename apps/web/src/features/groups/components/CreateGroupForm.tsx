import { zodResolver } from '@hookform/resolvers/zod';
import { CreateGroupBody, type Group } from '@fairway/contract';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { maxLengthOf } from '../../../lib/forms';
import { useCreateGroup } from '../api/create-group';
import { failureReason } from '../utils/failure';

/**
 * The create-group form shared by the modal on /groups and step 1 of /groups/new: name (required),
 * description, and private, which new groups are by default (docs/rules.md, "Groups").
 */
export function CreateGroupForm({
  onCreated,
  secondaryAction,
}: {
  onCreated: (group: Group) => void;
  /** A Cancel button in the modal. */
  secondaryAction?: ReactNode;
}) {
  const create = useCreateGroup();
  // The contract's rules: a name is required (its field is focused when missing).
  const form = useForm({
    resolver: zodResolver(CreateGroupBody),
    defaultValues: { name: '', description: '', isPrivate: true },
  });
  const privateId = useId();

  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onCreated }));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {create.isError && (
        <Alert tone="danger">Failed to create group: {failureReason(create.error)}</Alert>
      )}
      <TextField
        label="Group name"
        required
        maxLength={maxLengthOf(CreateGroupBody.shape.name)}
        autoComplete="off"
        placeholder="e.g. Sunday Skins"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={maxLengthOf(CreateGroupBody.shape.description)}
        placeholder="Who plays, house rules, anything members should know"
        className="min-h-20"
        {...form.register('description')}
      />
      <div className="flex items-start gap-3 rounded-lg border border-line bg-surface-2/50 p-3">
        <input
          id={privateId}
          type="checkbox"
          {...form.register('isPrivate')}
          aria-describedby={`${privateId}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={privateId} className="text-sm font-medium">
            Private group
          </label>
          <p id={`${privateId}-hint`} className="text-xs text-muted">
            Only people with the invite link can join. Public groups can be opened by any signed-in
            player.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {secondaryAction}
        <Button type="submit" loading={create.isPending}>
          Create Group
        </Button>
      </div>
    </form>
  );
}
