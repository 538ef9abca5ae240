import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/monitoring';

interface State {
  error: Error | null;
}

/** The global error boundary: a render error shows a fallback screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
    reportError(error, { boundary: 'app' });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen onReset={() => this.setState({ error: null })} />;
  }
}

/** The router's error screen: a page that failed to render or load is reported too. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { boundary: 'route' });
  }, [error]);
  return <ErrorScreen onReset={() => window.location.assign('/')} />;
}

export function ErrorScreen({ onReset }: { onReset?: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-bg px-6">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted">
          We&apos;ve been notified of this error and are working to fix it.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={onReset}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
          >
            Try again
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-line px-4 py-2 text-sm font-semibold"
          >
            Refresh page
          </button>
        </div>
      </div>
    </div>
  );
}
