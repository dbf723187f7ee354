import { legalCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

/** /return-policy */
export function ReturnPolicyPage() {
  return <LegalPage document={legalCopy.returns} path="/return-policy" />;
}
