import { useAppConfig } from '../../hooks/useAppConfig';
import { LegalPage } from './LegalPage';
import { termsSections } from './terms-sections';

const TERMS_LAST_UPDATED = 'May 13, 2025';

export function TermsPage() {
  const { supportEmail } = useAppConfig();
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      summary="The rules for using Fairway, in plain language. Fairway helps friends run golf pick pools; it is not a gambling operator, and entry fees are settled between members."
      sections={termsSections(supportEmail)}
      numbered
    />
  );
}
