import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useInvitedGroupName } from '../groups';
import { useRegisterMutation } from './api/auth';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { PasskeySetupStep } from '../passkeys';
import { RegistrationForm } from './registration-validation';
import { returnPathOf, withReturnPath } from '../../lib/safe-redirect';

/**
 * 'Create Account': the form, then the passkey step, then signed in and sent home, or back to
 * where the person came from (an invite link's join page, say).
 */
export function RegisterPage() {
  const { isAuthenticated, loginWithToken } = useAuth();
  const navigate = useNavigate();
  const returnPath = returnPathOf(useLocation());
  const invitedTo = useInvitedGroupName(returnPath);
  const register = useRegisterMutation();
  const form = useForm({
    resolver: zodResolver(RegistrationForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'passkey'>('form');

  if (isAuthenticated && step === 'form' && !register.isPending)
    return <Navigate to={returnPath} replace />;

  // The contract's rules in the spec's order; only the first problem shows.
  const submit = form.handleSubmit(
    async ({ name, email, password }) => {
      setError(null);
      try {
        const { token } = await register.mutateAsync({ name, email, password });
        setStep('passkey');
        await loginWithToken(token);
      } catch (failure) {
        setStep('form');
        setError(errorMessage(failure, 'Registration failed'));
      }
    },
    (errors) => setError(firstErrorMessage(errors)),
  );

  if (step === 'passkey')
    return (
      <PasskeySetupStep
        signingIn={!isAuthenticated}
        onDone={() => navigate(returnPath, { replace: true })}
      />
    );

  return (
    <AuthCard
      title="Create Account"
      subtitle={
        invitedTo
          ? `Create your account to join ${invitedTo}.`
          : 'Start a pool with your friends in a minute.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={withReturnPath('/login', returnPath)}
            className="font-semibold text-primary hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="name" {...form.register('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <NewPasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
        />
        {error && <Alert tone="danger">{error}</Alert>}
        <Button type="submit" className="w-full" loading={register.isPending}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
