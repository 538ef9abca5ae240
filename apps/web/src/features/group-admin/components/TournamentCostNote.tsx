import { Alert } from '../../../components/ui/Alert';
import { errorMessage } from '../../../lib/api';
import { formatUsd } from '../../../lib/money';
import {
  CAN_CREATE_CHECK_FAILED,
  GROUP_PRICING_FAILED,
  useCanCreateTournament,
  useGroupPricing,
} from '../../billing';

/**
 * What adding a tournament will cost, asked of the server as the dialog opens: the group's size
 * tier and price, and the server's word on whether a tournament can be added.
 */
export function TournamentCostNote({ groupId }: { groupId: number }) {
  const pricing = useGroupPricing(groupId);
  const check = useCanCreateTournament(groupId);
  return (
    <div className="space-y-2">
      {pricing.isError && (
        <Alert tone="danger">{errorMessage(pricing.error, GROUP_PRICING_FAILED)}</Alert>
      )}
      {check.isError && (
        <Alert tone="danger">{errorMessage(check.error, CAN_CREATE_CHECK_FAILED)}</Alert>
      )}
      {pricing.data && check.data && (
        <Alert
          tone="info"
          title={`${pricing.data.tier_display_name} · ${pricing.data.member_count} members`}
        >
          {check.data.message}
          {pricing.data.requires_payment &&
            ` (${formatUsd(pricing.data.tournament_price)} per tournament)`}
        </Alert>
      )}
    </div>
  );
}
