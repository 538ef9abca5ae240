import { Sparkles, X } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';

/** Says this is a demo and offers the way in; the close button leaves for the home page. */
export function DemoBanner() {
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-primary px-4 py-3 text-on-primary shadow-sm sm:items-center sm:px-5">
      <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 sm:mt-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Interactive Demo</p>
        <p className="text-sm opacity-90">Experience the real golf pool features</p>
      </div>
      <ButtonLink to="/register" variant="sand" size="sm">
        Sign Up Free
      </ButtonLink>
      <Link
        to="/"
        aria-label="Close demo"
        className="rounded-lg p-1.5 opacity-90 hover:bg-white/15 hover:opacity-100"
      >
        <X aria-hidden className="size-5" />
      </Link>
    </div>
  );
}
