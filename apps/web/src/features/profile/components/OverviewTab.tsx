import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_CANNOT_CHANGE, UpdateProfileBody, type UserProfile } from '@fairway/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { firstErrorMessage, maxLengthOf } from '../../../lib/forms';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useUpdateName } from '../api/profile';

export const EMAIL_READ_ONLY = EMAIL_CANNOT_CHANGE;

/** Personal info with the name editor, and the three most recent groups. */
export function OverviewTab({ profile }: { profile: UserProfile }) {
  const auth = useAuth();
  const update = useUpdateName();
  const [editing, setEditing] = useState(false);
  const saved = { name: profile.name, email: profile.email };
  const form = useForm({ resolver: zodResolver(UpdateProfileBody), defaultValues: saved });
  const name = useWatch({ control: form.control, name: 'name' });
  const startEditing = () => {
    form.reset(saved);
    setEditing(true);
  };

  const save = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: () => {
          setEditing(false);
          toast.success('Profile updated successfully!');
          void auth.refreshUser();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update profile')),
      }),
    (errors) => toast.error(firstErrorMessage(errors)),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Personal Information"
          action={
            !editing && (
              <Button size="sm" variant="secondary" onClick={startEditing}>
                Edit
              </Button>
            )
          }
        />
        <form className="space-y-4 p-5" onSubmit={save}>
          {editing ? (
            <TextField
              label="Name"
              maxLength={maxLengthOf(UpdateProfileBody.shape.name)}
              {...form.register('name')}
            />
          ) : (
            <TextField label="Name" value={profile.name} readOnly />
          )}
          <TextField label="Email" value={profile.email} readOnly hint={EMAIL_READ_ONLY} />
          {editing && (
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={update.isPending}
                disabled={!UpdateProfileBody.shape.name.safeParse(name).success}
              >
                Save
              </Button>
            </div>
          )}
        </form>
      </Card>
      <Card>
        <CardHeader title="Recent Groups" />
        {profile.recent_groups.length === 0 ? (
          <p className="p-5 text-sm text-muted">
            You have not joined a group yet.{' '}
            <Link className="text-primary" to="/groups">
              Find or create one
            </Link>
            .
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {profile.recent_groups.map((group) => (
              <li key={group.id} className="flex items-center justify-between gap-3 px-5 py-3">
                <Link to={`/groups/${group.id}`} className="font-medium hover:text-primary">
                  {group.name}
                </Link>
                <span className="text-sm text-muted">
                  {group.member_count} {group.member_count === 1 ? 'member' : 'members'} ·{' '}
                  {group.tournament_count}{' '}
                  {group.tournament_count === 1 ? 'tournament' : 'tournaments'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
