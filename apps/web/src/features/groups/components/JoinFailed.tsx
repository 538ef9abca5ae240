import { ButtonLink } from '../../../components/ui/Button';
import { ErrorPanel } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';

/** An invite that cannot be opened or joined: the reason, and a way back. */
export function JoinFailed({
  error,
  backTo,
  backLabel,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <ErrorPanel
        title="Failed to Join Group"
        message={errorMessage(error, 'Failed to join group')}
      >
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </ErrorPanel>
    </div>
  );
}
