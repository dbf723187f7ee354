import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { OrderBadge } from './OrderBadge';
import type { DeliveryStatus, PaymentStatus } from './orderStatuses';

/** One story per status group and case, plus `All` for visual checks. */
const meta = {
  title: 'Components/OrderBadge/Features',
  component: OrderBadge,
  tags: ['!autodocs'],
  args: { kind: 'delivery', status: 'pending' },
} satisfies Meta<typeof OrderBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const deliveryStatuses: DeliveryStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'];
const paymentStatuses: PaymentStatus[] = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'to_collect', 'collected'];

const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

const fillOf = (canvasElement: HTMLElement, text: string) =>
  getComputedStyle(within(canvasElement).getByText(text).parentElement as HTMLElement).backgroundColor;

/** Delivery: pending is warning, processing and shipped info, delivered success, cancelled neutral, returned error. */
export const DeliveryStatuses: Story = {
  render: () => (
    <div style={row}>
      {deliveryStatuses.map((status) => (
        <OrderBadge key={status} kind="delivery" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const text of ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']) {
      await expect(within(canvasElement).getByText(text)).toBeVisible();
    }
    await expect(fillOf(canvasElement, 'Processing')).toBe(fillOf(canvasElement, 'Shipped'));
    await expect(fillOf(canvasElement, 'Pending')).not.toBe(fillOf(canvasElement, 'Delivered'));
    await expect(fillOf(canvasElement, 'Returned')).not.toBe(fillOf(canvasElement, 'Cancelled'));
  },
};

/**
 * Payment: pending is warning, completed ("Paid") success, failed error, refunded neutral, partially refunded
 * info; cash on delivery's "Pay on delivery" info and "Collected" success.
 */
export const PaymentStatuses: Story = {
  render: () => (
    <div style={row}>
      {paymentStatuses.map((status) => (
        <OrderBadge key={status} kind="payment" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const text of ['Payment Pending', 'Paid', 'Payment Failed', 'Refunded', 'Partially refunded', 'Pay on delivery', 'Collected']) {
      await expect(within(canvasElement).getByText(text)).toBeVisible();
    }
    await expect(fillOf(canvasElement, 'Collected')).toBe(fillOf(canvasElement, 'Paid'));
    await expect(fillOf(canvasElement, 'Payment Failed')).not.toBe(fillOf(canvasElement, 'Payment Pending'));
    await expect(fillOf(canvasElement, 'Partially refunded')).not.toBe(fillOf(canvasElement, 'Refunded'));
  },
};

/** Same meaning, same tone across the two kinds: waiting, done and stopped look alike. */
export const TonesMatchAcrossKinds: Story = {
  render: () => (
    <div style={row}>
      <OrderBadge kind="delivery" status="pending" />
      <OrderBadge kind="payment" status="pending" />
      <OrderBadge kind="delivery" status="delivered" />
      <OrderBadge kind="payment" status="completed" />
      <OrderBadge kind="delivery" status="cancelled" />
      <OrderBadge kind="payment" status="refunded" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(fillOf(canvasElement, 'Pending')).toBe(fillOf(canvasElement, 'Payment Pending'));
    await expect(fillOf(canvasElement, 'Delivered')).toBe(fillOf(canvasElement, 'Paid'));
    await expect(fillOf(canvasElement, 'Cancelled')).toBe(fillOf(canvasElement, 'Refunded'));
  },
};

/** Never colour alone: every badge has an icon (hidden from screen readers) and a text. */
export const IconAndText: Story = {
  render: () => (
    <div style={row}>
      {deliveryStatuses.map((status) => (
        <OrderBadge key={status} kind="delivery" status={status} />
      ))}
      {paymentStatuses.map((status) => (
        <OrderBadge key={status} kind="payment" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...(canvasElement.firstElementChild as HTMLElement).children];
    await expect(badges).toHaveLength(deliveryStatuses.length + paymentStatuses.length);
    for (const badge of badges) {
      await expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      await expect(badge.textContent?.trim()).not.toBe('');
    }
  },
};

/** The storefront's text, e.g. the API's `delivery_status_display`, replaces the default. */
export const CustomLabel: Story = {
  args: { kind: 'delivery', status: 'pending', label: 'Delivery Pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivery Pending')).toBeVisible();
  },
};

/** The order detail header: both statuses, at `md`. */
export const OrderDetailHeader: Story = {
  render: () => (
    <div style={{ ...row, alignItems: 'center' }}>
      <strong>Order #order_QF8x2k</strong>
      <OrderBadge kind="delivery" status="delivered" size="md" />
      <OrderBadge kind="payment" status="completed" size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm', status: 'shipped' } };
export const Medium: Story = { args: { size: 'md', status: 'shipped' } };

/** Every status in both sizes. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {(['sm', 'md'] as const).map((size) => (
        <section key={size} className={layout.card} aria-labelledby={`order-badge-${size}`}>
          <header className={layout.cardHeader}>
            <h2 id={`order-badge-${size}`} className={layout.cardTitle}>
              {size === 'sm' ? 'Small: order lists' : 'Medium: order detail'}
            </h2>
            <p className={layout.cardDescription}>An icon and a word in every badge; colour only adds to them.</p>
          </header>
          <div className={layout.row}>
            <span className={layout.rowLabel}>Delivery</span>
            <div className={layout.examples}>
              {deliveryStatuses.map((status) => (
                <OrderBadge key={status} kind="delivery" status={status} size={size} />
              ))}
            </div>
          </div>
          <div className={layout.row}>
            <span className={layout.rowLabel}>Payment</span>
            <div className={layout.examples}>
              {paymentStatuses.map((status) => (
                <OrderBadge key={status} kind="payment" status={status} size={size} />
              ))}
            </div>
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Paid')).toHaveLength(2);
    await expect(within(canvasElement).getAllByText('Cancelled')).toHaveLength(2);
  },
};
