import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useInvitedGroupName } from '../groups';
import { useRegisterMutation } from './api/auth';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { PasskeySetupStep } from '../passkeys';
import { validateRegistration, type RegistrationForm } from './registration-validation';
import { returnPathOf, withReturnPath } from '../../lib/safe-redirect';

const emptyForm: RegistrationForm = { name: '', email: '', password: '', confirmPassword: '' };

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
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'passkey'>('form');

  if (isAuthenticated && step === 'form' && !register.isPending)
    return <Navigate to={returnPath} replace />;

  const update = (field: keyof RegistrationForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(form);
    setError(problem);
    if (problem) return;
    try {
      const { token } = await register.mutateAsync({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      setStep('passkey');
      await loginWithToken(token);
    } catch (failure) {
      setStep('form');
      setError(errorMessage(failure, 'Registration failed'));
    }
  };

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
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={update('name')}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={update('email')}
        />
        <NewPasswordFields
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPasswordChange={(password) => setForm({ ...form, password })}
          onConfirmPasswordChange={(confirmPassword) => setForm({ ...form, confirmPassword })}
        />
        {error && <Alert tone="danger">{error}</Alert>}
        <Button type="submit" className="w-full" loading={register.isPending}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
