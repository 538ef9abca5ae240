import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { useAuth } from '../../lib/auth/AuthProvider';

export const SIGN_OUT_CONFIRMATION = 'Are you sure you want to sign out?';

/** Sign-out always asks first, from the sidebar and the user menu alike. */
export function SignOutDialog({
  open,
  onOpenChange,
  onSignedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut?: () => void;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign out"
      message={SIGN_OUT_CONFIRMATION}
      confirmLabel="Sign Out"
      onConfirm={() => {
        onOpenChange(false);
        onSignedOut?.();
        logout();
        navigate('/');
      }}
    />
  );
}
