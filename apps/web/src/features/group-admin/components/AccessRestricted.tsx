import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';

/** Shown to members who are not admins (the server refuses them anyway). */
export function AccessRestricted({ groupId }: { groupId: number }) {
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-lg rounded-2xl border border-warning/30 bg-warning-soft px-6 py-8 text-center"
    >
      <ShieldAlert aria-hidden className="mx-auto mb-3 size-8 text-warning" />
      <h2 className="text-lg font-semibold text-ink">Access Restricted</h2>
      <p className="mt-1 text-sm text-muted">Only the group's admins can manage its tournaments.</p>
      <div className="mt-5 flex justify-center">
        <ButtonLink to={`/groups/${groupId}`} variant="secondary">
          Back to Group
        </ButtonLink>
      </div>
    </div>
  );
}
