import type { AdminOrder } from '@shop/api-client/admin';
import { StatusTimeline } from '@shop/ui/StatusTimeline';
import { ordersCopy } from '../../copy/orders';
import { shippingCopy } from '../../copy/shipping';
import { orderTime } from '../../features/orders/orderText';
import { currentTimelineStep, timelineSteps } from '../../features/orders/timelineSteps';
import { OrderSection } from './OrderSection';

const copy = shippingCopy.timeline;

/** The order's moves and the courier's scans, oldest first, each scan with the courier's own words and place. */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  return (
    <OrderSection title={ordersCopy.detail.timeline}>
      <StatusTimeline
        aria-labelledby="order-section-timeline"
        steps={timelineSteps(order.timeline, copy.steps)}
        currentStep={currentTimelineStep(order)}
        formatDate={(date) => orderTime(date.toISOString())}
        stateLabels={copy.states}
      />
    </OrderSection>
  );
}
