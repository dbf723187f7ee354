/** Which payment provider opened an order's payment: only that one may settle it. */
import { getTableName, sql } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import type { PaymentProvider } from '../db/tables/values';

/**
 * The order's own provider order id, named with its table: a query of one table names its columns bare,
 * and inside the subquery below a bare `provider_order_id` would be the payment's, matching every row.
 */
const ORDERS_PROVIDER_ORDER_ID = sql.raw(`"${getTableName(orders)}"."${orders.providerOrderId.name}"`);

/** The provider of the order's first payment row, as a column of a query of `orders` (null if it has none). */
export const providerOfOrder = sql<PaymentProvider | null>`(select ${payments.provider} from ${payments} where ${payments.providerOrderId} = ${ORDERS_PROVIDER_ORDER_ID} order by ${payments.id} limit 1)`;
