import { pathTo, routes } from '@fairway/contract/routes';
import { Button } from '../../components/ui/Button';
import { useAppConfig } from '../../hooks/useAppConfig';

/**
 * Starts Google sign-in as a full-page navigation (docs/rules.md, "Google sign-in"); disabled when
 * not configured.
 */
export function GoogleSignInButton({ redirect }: { redirect: string }) {
  const { data } = useAppConfig();
  const configured = data?.googleSignIn === true;
  const start = () => {
    window.location.assign(pathTo(routes.googleSignIn, {}, { redirect, _t: Date.now() }));
  };
  return (
    <div className="space-y-1.5">
      <Button variant="secondary" className="w-full" onClick={start} disabled={!configured}>
        <svg aria-hidden viewBox="0 0 24 24" className="size-4">
          <path
            fill="#EA4335"
            d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.9 1.5l2.6-2.5C16.9 3.3 14.7 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12S6.6 21.7 12 21.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
          />
        </svg>
        Continue with Google
      </Button>
      {data && !configured && (
        <p className="text-center text-xs text-muted">
          Sign-in with Google is not configured on this server.
        </p>
      )}
    </div>
  );
}
