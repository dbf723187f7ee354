/** The back-office's provider states, one module per area, merged into the verifier's handlers. */
import type { Database } from '../../../src/db/database';
import type { StateContext, StateHandler } from '../state-support';
import { adminAuthStates } from './auth';
import { adminInvoiceStates } from './invoices';
import { adminMediaStates } from './media';

export function adminStateHandlers(db: Database, context: StateContext): Record<string, StateHandler> {
  return { ...adminAuthStates(db, context), ...adminInvoiceStates(db), ...adminMediaStates(db, context) };
}
