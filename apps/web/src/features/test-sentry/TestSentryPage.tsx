import { Activity, Bug, MessageSquare, Network, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MONITORING_SAMPLE_RATES } from '@fairway/domain';
import { pathTo, routes } from '@fairway/contract/routes';
import { Button } from '../../components/ui/Button';
import { Card, CardHeader } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/States';
import { api, errorMessage } from '../../lib/api';
import { reportError, reportMessage, traced, useMonitoringSettings } from '../../lib/monitoring';

export const NOT_CONFIGURED =
  'Not sent: monitoring is not configured (set SENTRY_DSN on the server).';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const sentOrNot = (eventId: string | null, what: string) =>
  eventId ? `${what} sent (event ${eventId})` : NOT_CONFIGURED;

/**
 * /test-sentry (user 1 only): checks that error reporting works end to end in this
 * deployment, one kind of report per button, and shows the settings in effect.
 */
export function TestSentryPage() {
  const settings = useMonitoringSettings();
  const [results, setResults] = useState<string[]>([]);
  const log = (line: string) => setResults((lines) => [line, ...lines].slice(0, 10));

  const actions: { label: string; icon: ReactNode; run: () => void | Promise<void> }[] = [
    {
      label: 'Throw Unhandled Error',
      icon: <ShieldAlert aria-hidden className="size-4" />,
      run: () => {
        log(settings ? 'Unhandled error thrown' : NOT_CONFIGURED);
        // Outside React's handlers, so only the global handler sees it, as with a real bug.
        setTimeout(() => {
          throw new Error('Sentry test: unhandled error');
        });
      },
    },
    {
      label: 'Capture Exception',
      icon: <Bug aria-hidden className="size-4" />,
      run: () =>
        log(
          sentOrNot(
            reportError(new Error('Sentry test: captured exception'), { test: 'capture' }),
            'Exception',
          ),
        ),
    },
    {
      label: 'Send Test Message',
      icon: <MessageSquare aria-hidden className="size-4" />,
      run: () => log(sentOrNot(reportMessage('Sentry test message'), 'Message')),
    },
    {
      label: 'Run Test Transaction',
      icon: <Activity aria-hidden className="size-4" />,
      run: async () => {
        await traced(
          'Sentry test transaction',
          'test',
          () => new Promise((resolve) => setTimeout(resolve, 150)),
        );
        log(settings ? 'Transaction finished (sampled by the SDK)' : NOT_CONFIGURED);
      },
    },
    {
      label: 'Trace API Call',
      icon: <Network aria-hidden className="size-4" />,
      run: async () => {
        try {
          await traced('Sentry test API call', 'http.client', () => api.get(pathTo(routes.me)));
          log(settings ? 'API call traced: GET /api/auth/me' : NOT_CONFIGURED);
        } catch (error) {
          log(`API call failed: ${errorMessage(error, 'unknown error')}`);
        }
      },
    },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Error Reporting Test"
        description="Send one report of each kind and check that it arrives in Sentry."
      />
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader title="Tests" />
          <div className="flex flex-wrap gap-3 p-5">
            {actions.map(({ label, icon, run }) => (
              <Button key={label} variant="secondary" onClick={() => void run()}>
                {icon}
                {label}
              </Button>
            ))}
          </div>
          <ol aria-label="Results" className="space-y-1 border-t border-line px-5 py-4 text-sm">
            {results.length === 0 ? (
              <li className="text-muted">No tests run yet.</li>
            ) : (
              results.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
            )}
          </ol>
        </Card>
        <Card>
          <CardHeader title="Environment" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-5 text-sm">
            <dt className="text-muted">Environment</dt>
            <dd>{settings?.environment ?? import.meta.env.MODE}</dd>
            <dt className="text-muted">Monitoring</dt>
            <dd>{settings ? 'Configured' : 'Not configured'}</dd>
            <dt className="text-muted">Sample rate</dt>
            <dd>{percent(MONITORING_SAMPLE_RATES.traces)}</dd>
            <dt className="text-muted">Session replays</dt>
            <dd>{percent(MONITORING_SAMPLE_RATES.replaysSession)}</dd>
            <dt className="text-muted">Replays on error</dt>
            <dd>{percent(MONITORING_SAMPLE_RATES.replaysOnError)}</dd>
          </dl>
        </Card>
      </div>
    </div>
  );
}
