import { LogIn, Receipt } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';

/** /billing is a public route, but the dashboard needs to know who is asking. */
export function BillingSignInPrompt() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Receipt aria-hidden className="size-7" />
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Tournament Billing</h1>
      <p className="mt-3 text-muted">
        Sign in to see the platform fees of the groups you manage, and pay for tournaments.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/login" state={{ from: '/billing' }}>
          <LogIn aria-hidden className="size-4" /> Sign In
        </ButtonLink>
        <ButtonLink to="/pricing" variant="secondary">
          View Pricing
        </ButtonLink>
      </div>
    </div>
  );
}
