import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@fairway/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { TabList, TabPanel, Tabs } from '../../components/ui/Tabs';
import { errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useInvitedGroupName } from '../groups';
import { useLoginMutation } from './api/auth';
import { AuthCard } from '../../components/AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasskeySignIn } from '../passkeys';
import { returnPathOf, withReturnPath } from '../../lib/safe-redirect';

export function LoginPage() {
  const { isAuthenticated, error: sessionError, notice, loginWithToken } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Every way of signing in (password, passkey, Google) comes back here, e.g. to an invite.
  const redirectTo = returnPathOf(location);
  const invitedTo = useInvitedGroupName(redirectTo);
  const login = useLoginMutation();
  const form = useForm({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: '', password: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const [error, setError] = useState<string | null>(null);

  if (isAuthenticated && !login.isPending) return <Navigate to={redirectTo} replace />;

  const signIn = async (token: string) => {
    await loginWithToken(token);
    navigate(redirectTo, { replace: true });
  };

  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        const { token } = await login.mutateAsync(body);
        await signIn(token);
      } catch (failure) {
        setError(errorMessage(failure, 'Login failed'));
      }
    },
    (errors) => setError(firstErrorMessage(errors)),
  );

  return (
    <AuthCard
      title={invitedTo ? `Sign in to join ${invitedTo}` : 'Welcome back'}
      subtitle={
        invitedTo
          ? "You'll join the group as soon as you're signed in."
          : 'Sign in to your pools, picks and standings.'
      }
      footer={
        <>
          New to Fairway?{' '}
          <Link
            to={withReturnPath('/register', redirectTo)}
            className="font-semibold text-primary hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      {notice && !error && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {sessionError && !error && !notice && (
        <Alert tone="warning" className="mb-4">
          {sessionError}
        </Alert>
      )}
      <GoogleSignInButton redirect={redirectTo} />
      <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
      </div>
      <Tabs defaultValue="email">
        <TabList
          label="Sign-in method"
          tabs={[
            { value: 'email', label: 'Email' },
            { value: 'passkey', label: 'Passkey' },
          ]}
        />
        <TabPanel value="email" className="mt-5">
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...form.register('password')}
            />
            <p className="-mt-2 text-right text-sm">
              <Link
                to="/forgot-password"
                state={{ email }}
                className="font-medium text-primary hover:underline"
              >
                Forgot password?
              </Link>
            </p>
            {error && <Alert tone="danger">{error}</Alert>}
            <Button type="submit" className="w-full" loading={login.isPending}>
              Sign In
            </Button>
          </form>
        </TabPanel>
        <TabPanel value="passkey" className="mt-5">
          <PasskeySignIn onToken={signIn} />
        </TabPanel>
      </Tabs>
    </AuthCard>
  );
}
