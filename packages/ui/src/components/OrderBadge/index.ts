export { OrderBadge, type OrderBadgeProps, type DeliveryBadgeProps, type PaymentBadgeProps } from './OrderBadge';
export type { DeliveryStatus, PaymentStatus } from './orderStatuses';
