import type { FastifyRequest } from 'fastify';
import { PLATFORM_ADMIN_ID } from '@fairway/contract/constants';
import { requireUserId } from './authenticate';
import { forbidden } from '../lib/domain-errors';

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/**
 * Platform administration is for user 1 only (the platform administrator); 401 without a session,
 * else 403.
 */
export function requirePlatformAdmin(request: FastifyRequest): number {
  const userId = requireUserId(request);
  if (userId !== PLATFORM_ADMIN_ID) throw forbidden(ADMIN_ACCESS_REQUIRED);
  return userId;
}
