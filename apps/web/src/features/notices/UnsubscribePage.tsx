import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useUnsubscribe } from './api/notices';

/**
 * /unsubscribe?token=…: the link at the foot of every reminder and result email. Opening it is
 * the one click: email notifications are turned off at once, signed in or not.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  let body;
  if (!token || unsubscribe.isError)
    body = (
      <p role="alert" className="text-danger">
        {token
          ? errorMessage(unsubscribe.error, 'Failed to unsubscribe')
          : 'This unsubscribe link is not valid'}
      </p>
    );
  else if (unsubscribe.isSuccess)
    body = (
      <>
        <p role="status">
          You are unsubscribed: no more deadline reminders, nudges or results by email. They still
          appear under the bell in the app.
        </p>
        <p className="text-sm text-muted">
          Changed your mind? Turn email notifications back on in your{' '}
          <Link to="/profile?tab=settings" className="font-medium text-primary underline">
            profile settings
          </Link>
          .
        </p>
      </>
    );
  else body = <Spinner label="Unsubscribing…" />;

  return (
    <div className="mx-auto max-w-lg py-10">
      <Card className="space-y-4 p-6">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          <MailX aria-hidden className="size-6 text-primary" /> Email notifications
        </h1>
        {body}
      </Card>
    </div>
  );
}
