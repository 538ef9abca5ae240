import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { billingKeys } from './keys';

export const PRICING_FETCH_FAILED = 'Failed to fetch pricing information';

/** GET /api/billing/pricing: the public tiers, readable by visitors (no token sent). */
export const pricingQuery = () =>
  queryOptions({
    queryKey: billingKeys.pricing,
    queryFn: ({ signal }) =>
      api.get<PricingResponse>(pathTo(routes.pricing), { auth: false, signal }),
  });

export const usePricing = () => useQuery(pricingQuery());
