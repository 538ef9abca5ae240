import type { Group } from '@fairway/contract';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { useCreateGroup } from '../api/create-group';
import { failureReason } from '../utils/failure';

const GROUP_NAME_REQUIRED = 'Group name is required';

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const privateId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(GROUP_NAME_REQUIRED);
      nameInput.current?.focus();
      return;
    }
    create.mutate(
      { name: name.trim(), description: description.trim(), isPrivate },
      { onSuccess: onCreated },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {create.isError && (
        <Alert tone="danger">Failed to create group: {failureReason(create.error)}</Alert>
      )}
      <TextField
        ref={nameInput}
        label="Group name"
        required
        maxLength={80}
        autoComplete="off"
        placeholder="e.g. Sunday Skins"
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(null);
        }}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={500}
        placeholder="Who plays, house rules, anything members should know"
        className="min-h-20"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex items-start gap-3 rounded-lg border border-line bg-surface-2/50 p-3">
        <input
          id={privateId}
          type="checkbox"
          checked={isPrivate}
          onChange={(event) => setIsPrivate(event.target.checked)}
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
