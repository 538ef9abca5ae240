import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { mailOffMessage } from '@fairway/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../hooks/useAppConfig';
import { useForgotPasswordMutation } from './api/account';
import { AuthCard } from '../../components/AuthCard';

/** /forgot-password: asks for a reset link by email. The answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const { data: config, supportEmail } = useAppConfig();
  const forgot = useForgotPasswordMutation();
  const [email, setEmail] = useState(
    () => (location.state as { email?: string } | null)?.email ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const mailOff = config?.mail === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Email is required');
      return;
    }
    try {
      await forgot.mutateAsync(email.trim());
    } catch (failure) {
      setError(errorMessage(failure, 'Could not send the email. Please try again.'));
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a link to choose a new one."
      footer={
        <Link to="/login" className="font-semibold text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      {mailOff ? (
        <Alert tone="warning">{mailOffMessage(supportEmail)}</Alert>
      ) : forgot.isSuccess ? (
        <Alert tone="success" title="Check your email">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {error && <Alert tone="danger">{error}</Alert>}
          <Button type="submit" className="w-full" loading={forgot.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
