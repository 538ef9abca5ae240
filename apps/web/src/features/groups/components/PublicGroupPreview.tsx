import type { Group } from '@fairway/contract';
import { LogIn, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useJoinGroup } from '../api/join-group';
import { failureReason } from '../utils/failure';

/**
 * A public group seen by someone not in it: what it is and a way in, but no members or chat.
 * Joining refreshes the group query, which then answers as a member and shows the full page.
 */
export function PublicGroupPreview({ group }: { group: Group }) {
  const join = useJoinGroup();
  const code = group.inviteCode;
  return (
    <Card className="mx-auto max-w-xl space-y-4 p-6 text-center sm:p-8">
      <h1 className="break-words text-2xl font-bold tracking-tight">{group.name}</h1>
      {group.description && (
        <p className="whitespace-pre-line break-words text-muted">{group.description}</p>
      )}
      <p className="flex items-center justify-center gap-1.5 text-sm text-muted">
        <Users aria-hidden className="size-4" />
        <span className="tabular">
          {group.memberCount} member{group.memberCount === 1 ? '' : 's'}
        </span>
      </p>
      {join.isError && (
        <Alert tone="danger" className="text-left">
          Failed to join group: {failureReason(join.error)}
        </Alert>
      )}
      <Button
        size="lg"
        loading={join.isPending}
        disabled={!code}
        onClick={() => code && join.mutate(code)}
      >
        <LogIn aria-hidden className="size-5" />
        Join Group
      </Button>
      <p className="text-xs text-muted">Join to see the members, chat and make your picks.</p>
    </Card>
  );
}
