import { LegalPage } from './LegalPage';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />;
}
