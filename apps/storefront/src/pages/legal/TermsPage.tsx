import { LegalPage } from './LegalPage';

/** /terms */
export function TermsPage() {
  return <LegalPage slug="terms" />;
}
