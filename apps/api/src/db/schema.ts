/** The whole database schema (Drizzle, PostgreSQL dialect). drizzle-kit generates migrations from this module. */
export * from './tables/accounts';
export * from './tables/addresses';
export * from './tables/catalog';
export * from './tables/content';
export * from './tables/invoices';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/system';
export * from './tables/staff';
export * from './tables/media';
export * from './tables/refunds';
export * from './tables/reviews';
export * from './tables/shipments';
export * from './tables/messaging';
export * from './tables/carts';
export * from './tables/sales';
export * from './tables/coupons';
