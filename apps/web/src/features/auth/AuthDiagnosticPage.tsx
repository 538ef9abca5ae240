import { useState } from 'react';
import type { User } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardHeader } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { PageHeader } from '../../components/ui/States';
import { ApiError, api } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { TOKEN_STORAGE_KEY, analyzeToken } from '../../lib/auth/token';

const truncate = (token: string) =>
  token.length > 40 ? `${token.slice(0, 20)}…${token.slice(-12)}` : token;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b border-line px-5 py-2.5 text-sm last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-all">{children}</dd>
    </div>
  );
}

/** /auth/diagnostic: what the browser knows about the session, for support conversations. */
export function AuthDiagnosticPage() {
  const auth = useAuth();
  const [stored, setStored] = useState(() => localStorage.getItem(TOKEN_STORAGE_KEY));
  const [meResult, setMeResult] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const analysis = stored ? analyzeToken(stored) : null;

  const testCurrentUser = async () => {
    setTesting(true);
    try {
      const me = await api.get<User>(pathTo(routes.me));
      setMeResult(`200 OK: user ${me.id} (${me.name})`);
    } catch (error) {
      setMeResult(
        error instanceof ApiError
          ? `${error.status || 'network'}: ${error.message}`
          : String(error),
      );
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader
        title="Authentication Diagnostic"
        description="What this browser knows about your session."
      />
      <Card>
        <CardHeader title="Auth state" />
        <dl>
          <Row label="Status">
            {auth.loading ? (
              'Loading'
            ) : auth.isAuthenticated ? (
              <Badge tone="green">Signed in</Badge>
            ) : (
              <Badge>Signed out</Badge>
            )}
          </Row>
          <Row label="User">
            {auth.user ? `${auth.user.name} (id ${auth.user.id}, ${auth.user.email})` : '—'}
          </Row>
          <Row label="Error">{auth.error ?? '—'}</Row>
        </dl>
      </Card>
      <Card>
        <CardHeader title="Stored token" description={`localStorage key "${TOKEN_STORAGE_KEY}"`} />
        <dl>
          <Row label="Token">
            {stored ? <code className="text-xs">{truncate(stored)}</code> : 'No token stored'}
          </Row>
          {analysis && (
            <>
              <Row label="Decoded status">
                {analysis.valid ? (
                  <Badge tone="green">{analysis.message}</Badge>
                ) : (
                  <Badge tone="red">{analysis.message}</Badge>
                )}
              </Row>
              <Row label="Expires">
                {analysis.expiresAt ? analysis.expiresAt.toLocaleString() : '—'}
              </Row>
              <Row label="Time remaining">{analysis.timeRemaining ?? '—'}</Row>
              <Row label="User id claim">{String(analysis.payload?.user_id ?? '—')}</Row>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-2 border-t border-line px-5 py-4">
          <Button variant="secondary" loading={testing} onClick={testCurrentUser}>
            Test current-user call
          </Button>
          <Button variant="danger" disabled={!stored} onClick={() => setConfirmClear(true)}>
            Clear stored token
          </Button>
        </div>
        {meResult && (
          <p className="px-5 pb-4 text-sm" role="status">
            {meResult}
          </p>
        )}
      </Card>
      <Card>
        <CardHeader title="Environment" />
        <dl>
          <Row label="Origin">{window.location.origin}</Row>
          <Row label="Build">{import.meta.env.MODE}</Row>
          <Row label="Time zone">{Intl.DateTimeFormat().resolvedOptions().timeZone}</Row>
          <Row label="Online">{navigator.onLine ? 'yes' : 'no'}</Row>
          <Row label="Passkeys">
            {typeof window.PublicKeyCredential === 'function' ? 'supported' : 'not supported'}
          </Row>
          <Row label="User agent">{navigator.userAgent}</Row>
        </dl>
      </Card>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        message="Clear the stored login token? You will be signed out."
        confirmLabel="Clear token"
        onConfirm={() => {
          setConfirmClear(false);
          auth.logout();
          setStored(null);
        }}
      />
    </div>
  );
}
