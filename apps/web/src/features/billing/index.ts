/**
 * What other features and the app may use from billing (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { useAdminStatus } from './api/admin-status';
export {
  CAN_CREATE_CHECK_FAILED,
  GROUP_PRICING_FAILED,
  useCanCreateTournament,
  useGroupPricing,
} from './api/group-pricing';
export { billingKeys } from './api/keys';
