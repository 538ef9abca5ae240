import { lazyDialog } from '../../components/ui/OnFirstOpen';

/** Sign-out's confirmation (SignOutDialog), loaded when first asked. */
export const SignOutConfirm = lazyDialog(() =>
  import('./SignOutDialog').then((m) => m.SignOutDialog),
);
