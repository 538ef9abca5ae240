import { useQuery } from '@tanstack/react-query';
import type { CanCreateTournamentResponse, GroupPricingResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { billingKeys } from './keys';

export const GROUP_PRICING_FAILED = 'Failed to get group pricing';
export const CAN_CREATE_CHECK_FAILED = 'Failed to check tournament creation';

/** GET /api/billing/group/{groupId}/pricing: the group's size tier and price per tournament. */
export const useGroupPricing = (groupId: number) =>
  useQuery({
    queryKey: billingKeys.groupPricing(groupId),
    queryFn: ({ signal }) =>
      api.get<GroupPricingResponse>(pathTo(routes.groupPricing, { groupId }), { signal }),
  });

/** GET /api/billing/group/{groupId}/can-create-tournament: whether adding one costs, and what. */
export const useCanCreateTournament = (groupId: number) =>
  useQuery({
    queryKey: billingKeys.canCreateTournament(groupId),
    queryFn: ({ signal }) =>
      api.get<CanCreateTournamentResponse>(pathTo(routes.canCreateTournament, { groupId }), {
        signal,
      }),
  });
