import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { createQueryClient } from '../lib/query-client';
import { ErrorBoundary } from './ErrorBoundary';
import { InstallPrompt } from './InstallPrompt';
import { Monitoring } from './Monitoring';
import { OfflineBanner } from './OfflineBanner';
import { createRouter } from './router';

// Toasts appear only after something happens; their code loads after the first paint.
const Toasts = lazy(() => import('./Toasts'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Monitoring />
          <OfflineBanner />
          <RouterProvider router={router} />
          <InstallPrompt />
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
