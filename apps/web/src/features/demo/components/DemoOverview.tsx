import type { DemoResponse } from '@fairway/contract';
import { History } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/Card';
import { DemoTournamentDropdown } from './DemoTournamentDropdown';

/** Group Overview: the group's actions and its members, as a member would see them. */
export function DemoOverview({ demo }: { demo: DemoResponse }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader title="Group Actions" />
        <div className="grid gap-3 p-4 sm:grid-cols-2 sm:items-start">
          <DemoTournamentDropdown tournaments={demo.tournaments} />
          {/* Shown for the look of the real page; history needs a real group. */}
          <div
            aria-disabled="true"
            className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-sand-soft text-ink">
              <History aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">Group History</span>
              <span className="block text-sm text-muted">Past tournaments and winners</span>
            </span>
          </div>
        </div>
      </Card>

      <Card>
        <CardHeader title={`Group Members (${demo.members.length})`} />
        <ul aria-label="Group members" className="divide-y divide-line">
          {demo.members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 px-5 py-3">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
              >
                {member.name.charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{member.name}</span>
              <span className="text-sm text-muted">
                {member.role === 'admin' ? 'Admin' : 'Member'}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
