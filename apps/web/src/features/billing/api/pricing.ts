import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { billingKeys } from './keys';

export const PRICING_FETCH_FAILED = 'Failed to fetch pricing information';

/** GET /api/billing/pricing: the public tiers, readable by visitors (no token sent). */
export const pricingQuery = () =>
  queryOptions({
    queryKey: billingKeys.pricing,
    queryFn: ({ signal }) => api.get<PricingResponse>(apiPaths.pricing(), { auth: false, signal }),
  });

export const usePricing = () => useQuery(pricingQuery());
