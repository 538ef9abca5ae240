import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';

/**
 * Signed-in users who admin no group (the billing dashboard is for group admins: docs/rules.md,
 * "The platform fee").
 */
export function BillingAccessRestricted() {
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-lg rounded-2xl border border-warning/30 bg-warning-soft px-6 py-8 text-center"
    >
      <ShieldAlert aria-hidden className="mx-auto mb-3 size-8 text-warning" />
      <h1 className="text-lg font-semibold text-ink">Access Restricted</h1>
      <p className="mt-1 text-sm text-muted">
        The billing dashboard is for group administrators: the creator or an admin of at least one
        group. Create a group to manage its billing here.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <ButtonLink to="/groups/new">Create a Group</ButtonLink>
        <ButtonLink to="/groups" variant="secondary">
          My Groups
        </ButtonLink>
      </div>
    </div>
  );
}
