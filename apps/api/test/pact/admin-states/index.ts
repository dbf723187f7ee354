/** The back-office's provider states, one module per area, merged into the verifier's handlers. */
import type { Database } from '../../../src/db/database';
import type { StateContext, StateHandler } from '../state-support';
import { adminAuthStates } from './auth';
import { cashOnDeliveryStates } from './cash-on-delivery';
import { adminCatalogStates } from './catalog';
import { adminCouponStates } from './coupons';
import { adminCustomerStates } from './customers';
import { adminContentStates } from './content';
import { adminInvoiceStates } from './invoices';
import { adminJobStates } from './jobs';
import { adminMediaStates } from './media';
import { adminModerationStates } from './moderation';
import { adminNotificationStates } from './notifications';
import { adminOrderStates } from './orders';
import { returnStates } from './returns';
import { adminSaleStates } from './sales';
import { adminShipmentStates } from './shipments';
import { adminSiteStates } from './site';
import { adminVariantStates } from './variants';

export function adminStateHandlers(db: Database, context: StateContext): Record<string, StateHandler> {
  return { ...adminAuthStates(db, context), ...adminCatalogStates(db), ...adminContentStates(db), ...adminCouponStates(db), ...adminCustomerStates(db), ...adminInvoiceStates(db), ...adminJobStates(db), ...adminMediaStates(db, context), ...adminOrderStates(db), ...returnStates(db), ...adminSaleStates(db), ...adminShipmentStates(db, context), ...adminSiteStates(db), ...adminModerationStates(db), ...adminNotificationStates(db), ...cashOnDeliveryStates(db), ...adminVariantStates(db) };
}
