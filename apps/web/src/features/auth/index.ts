/**
 * What other features and the app may use from auth (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export {
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useForgotPasswordMutation,
  useSignOutEverywhereMutation,
} from './api/account';
export { NewPasswordFields } from './NewPasswordFields';
export { ChangePasswordForm } from './registration-validation';
export { ResendVerificationButton } from './ResendVerificationButton';
