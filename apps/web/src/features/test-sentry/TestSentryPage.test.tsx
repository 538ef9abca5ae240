import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { NOT_CONFIGURED, TestSentryPage } from './TestSentryPage';

describe('TestSentryPage without SENTRY_DSN', () => {
  it('shows the settings in effect and says each test was not sent', async () => {
    stubApi({});
    renderRoute('/test-sentry', '/test-sentry', <TestSentryPage />);
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Monitoring')).toHaveTextContent('Not configured');
    expect(value('Sample rate')).toHaveTextContent('10%');
    expect(value('Session replays')).toHaveTextContent('10%');
    expect(value('Replays on error')).toHaveTextContent('100%');
    expect(screen.getAllByRole('button')).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Capture Exception' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Message' }));
    const results = screen.getByRole('list', { name: 'Results' });
    expect(results.querySelectorAll('li')).toHaveLength(2);
    expect(results).toHaveTextContent(NOT_CONFIGURED);
  });
});
