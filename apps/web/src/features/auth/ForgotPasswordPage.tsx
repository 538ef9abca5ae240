import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ForgotPasswordBody, mailOffMessage } from '@fairway/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/forms';
import { useAppConfig } from '../../hooks/useAppConfig';
import { useForgotPasswordMutation } from './api/account';
import { AuthCard } from '../../components/AuthCard';

/** /forgot-password: asks for a reset link by email. The answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const { data: config, supportEmail } = useAppConfig();
  const forgot = useForgotPasswordMutation();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordBody),
    defaultValues: { email: (location.state as { email?: string } | null)?.email ?? '' },
  });
  const [error, setError] = useState<string | null>(null);
  const mailOff = config?.mail === false;

  const submit = form.handleSubmit(
    async ({ email }) => {
      setError(null);
      try {
        await forgot.mutateAsync(email);
      } catch (failure) {
        setError(errorMessage(failure, 'Could not send the email. Please try again.'));
      }
    },
    (errors) => setError(firstErrorMessage(errors)),
  );

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
            autoComplete="email"
            required
            {...form.register('email')}
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
