import { legalCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage document={legalCopy.privacy} path="/privacy-policy" />;
}
