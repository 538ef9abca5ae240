import type { Group } from '@fairway/contract';
import { useState } from 'react';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/States';
import { CreateGroupForm } from './components/CreateGroupForm';
import { GroupCreatedStep } from './components/GroupCreatedStep';

/** /groups/new in two steps: the form, then "Group Created" with the invite link. */
export function CreateGroupPage() {
  const [created, setCreated] = useState<Group | null>(null);

  return (
    <div className="mx-auto max-w-xl">
      {created ? (
        <GroupCreatedStep group={created} />
      ) : (
        <>
          <PageHeader
            title="Create a Group"
            description="Start a pool, then invite your friends with a link."
          />
          <Card className="p-5 sm:p-6">
            <CreateGroupForm onCreated={setCreated} />
          </Card>
        </>
      )}
    </div>
  );
}
