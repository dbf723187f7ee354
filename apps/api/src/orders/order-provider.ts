/** Which payment provider opened an order's payment: only that one may settle it. */
import { sql } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import type { PaymentProvider } from '../db/tables/values';

/** The provider of the order's first payment row, as a column expression (null if it has none). */
export const providerOf = (providerOrderId: typeof orders.providerOrderId) =>
  sql<PaymentProvider | null>`(select ${payments.provider} from ${payments} where ${payments.providerOrderId} = ${providerOrderId} order by ${payments.id} limit 1)`;
