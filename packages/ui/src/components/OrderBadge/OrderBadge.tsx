import { deliveryStatusLooks, paymentStatusLooks, type DeliveryStatus, type PaymentStatus } from './orderStatuses';
import { StatusIcon } from './StatusIcon';
import { ToneBadge } from './ToneBadge';

interface OrderBadgeBaseProps {
  /** The text shown, e.g. the API's `delivery_status_display`. Defaults to a generic English label. */
  label?: string;
  /** `sm` in order lists, `md` in the order detail header. */
  size?: 'sm' | 'md';
  className?: string;
}

export interface DeliveryBadgeProps extends OrderBadgeBaseProps {
  kind: 'delivery';
  status: DeliveryStatus;
}

export interface PaymentBadgeProps extends OrderBadgeBaseProps {
  kind: 'payment';
  status: PaymentStatus;
}

export type OrderBadgeProps = DeliveryBadgeProps | PaymentBadgeProps;

/**
 * The delivery or payment status of an order as a coloured badge with an icon
 * and text, so the status never rests on colour alone.
 */
export function OrderBadge(props: OrderBadgeProps) {
  const { label, size = 'sm', className } = props;
  // Not destructured: `props.kind` narrows `props.status` to the matching status type.
  const look = props.kind === 'delivery' ? deliveryStatusLooks[props.status] : paymentStatusLooks[props.status];
  return (
    <ToneBadge tone={look.tone} icon={<StatusIcon name={look.icon} />} size={size} className={className}>
      {label ?? look.label}
    </ToneBadge>
  );
}
