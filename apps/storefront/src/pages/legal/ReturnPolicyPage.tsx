import { LegalPage } from './LegalPage';

/** /return-policy */
export function ReturnPolicyPage() {
  return <LegalPage slug="return-policy" />;
}
