/** The back-office's provider states, one module per area, merged into the verifier's handlers. */
import type { Database } from '../../../src/db/database';
import type { StateContext, StateHandler } from '../state-support';
import { adminAuthStates } from './auth';
import { adminCatalogStates } from './catalog';
import { adminInvoiceStates } from './invoices';
import { adminMediaStates } from './media';
import { adminOrderStates } from './orders';

export function adminStateHandlers(db: Database, context: StateContext): Record<string, StateHandler> {
  return { ...adminAuthStates(db, context), ...adminCatalogStates(db), ...adminInvoiceStates(db), ...adminMediaStates(db, context), ...adminOrderStates(db) };
}
