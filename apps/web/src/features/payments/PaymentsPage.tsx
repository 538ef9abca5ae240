import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { ErrorPanel } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { useTournamentPayments } from './api/tournament-payments';
import { PaymentManager } from './components/PaymentManager';
import { BackToAdminLink } from './components/PaymentsHeader';
import { PaymentsSkeleton } from './components/PaymentsSkeleton';

const ERROR_TITLE = 'Error Loading Payments';
const ERROR_FALLBACK = 'Failed to fetch payment data';

const isId = (value: number) => Number.isInteger(value) && value > 0;

/** Retrying cannot help when the server refused (403) or found nothing (404). */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/** /groups/{groupId}/tournament/{tournamentId}/payments: a group admin tracks entry fees. */
export function PaymentsPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const tournamentId = Number(params.tournamentId);
  const valid = isId(groupId) && isId(tournamentId);
  const payments = useTournamentPayments(groupId, tournamentId, { enabled: valid });

  let content;
  if (!valid) {
    content = <ErrorPanel title={ERROR_TITLE} message="Tournament not found" />;
  } else if (payments.isError) {
    content = (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(payments.error, ERROR_FALLBACK)}
        onRetry={isFinal(payments.error) ? undefined : () => void payments.refetch()}
      >
        <ButtonLink to={`/groups/${groupId}`} variant="secondary">
          Back to Group
        </ButtonLink>
      </ErrorPanel>
    );
  } else if (payments.isPending) {
    content = <PaymentsSkeleton />;
  } else {
    content = <PaymentManager groupId={groupId} tournamentId={tournamentId} data={payments.data} />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      {valid && <BackToAdminLink groupId={groupId} />}
      {content}
    </div>
  );
}
