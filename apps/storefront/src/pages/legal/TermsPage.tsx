import { legalCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

/** /terms */
export function TermsPage() {
  return <LegalPage document={legalCopy.terms} path="/terms" />;
}
