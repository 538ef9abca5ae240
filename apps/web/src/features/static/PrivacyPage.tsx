import { useAppConfig } from '../../hooks/useAppConfig';
import { LegalPage } from './LegalPage';
import { privacySections } from './privacy-sections';

const PRIVACY_LAST_UPDATED = 'May 13, 2025';

export function PrivacyPage() {
  // The deployment's support address doubles as the privacy contact.
  const { supportEmail } = useAppConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      summary="What we collect, why, and who can see it. Short version: only what your pools need, never sold."
      sections={privacySections(supportEmail)}
    />
  );
}
