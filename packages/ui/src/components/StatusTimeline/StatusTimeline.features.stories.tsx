import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { StatusTimeline } from './StatusTimeline';
import { courierJourney, failedAttempt, journey, orderPlaced, returnedToShop } from './StatusTimelineExamples/storySteps';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/StatusTimeline/Features',
  component: StatusTimeline,
  tags: ['!autodocs'],
  args: { 'aria-label': 'Delivery status', steps: journey, currentStep: 2 },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed, current and upcoming steps: exactly one step is current. */
export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual(['completed', 'completed', 'current', 'upcoming']);
    await expect(canvasElement.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[3]).toHaveTextContent('Upcoming: Delivered');
  },
};

/** Everything done: `currentStep={steps.length}` marks every step completed and none current. */
export const Delivered: Story = {
  args: {
    steps: journey.map((step) => (step.label === 'Delivered' ? { ...step, date: new Date(2025, 10, 21, 11, 40) } : step)),
    currentStep: journey.length,
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.every((item) => item.dataset.state === 'completed')).toBe(true);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(within(canvasElement).getByText('Nov 21, 2025 11:40')).toBeVisible();
  },
};

/** A cancelled order ends on a `danger` step: a red cross as well as the word. */
export const Cancelled: Story = {
  args: {
    steps: [orderPlaced, { label: 'Cancelled', date: new Date(2025, 10, 18, 16, 0), tone: 'danger', description: 'Refund of ₹1,299 started.' }],
    currentStep: 1,
  },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]') as HTMLElement;
    await expect(current).toHaveTextContent('Cancelled');
    await expect(current.dataset.tone).toBe('danger');
    await expect(current.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/**
 * The courier's steps, each with its icon in a larger marker and the courier's words and place on the line
 * beneath ("Arrived at hub, Pune"). Shop steps without an icon keep their tick.
 */
export const CourierTracking: Story = {
  args: { steps: courierJourney, currentStep: 4 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Delivery status' });
    await expect(list).toHaveAttribute('data-with-icons');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[3]).toHaveTextContent('Completed: In transit');
    await expect(items[3]).toHaveTextContent('Arrived at hub, Pune');
    await expect(within(items[3] as HTMLElement).getByText('Nov 20, 2025 22:05').tagName).toBe('TIME');
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(items[4]).toHaveTextContent(/^Out for delivery/);
    await expect(items[5]).toHaveTextContent('Upcoming: Delivered');
    // Every marker is decorative: the words say the step and its state.
    for (const item of items) await expect(item.querySelector('[aria-hidden="true"] svg, [aria-hidden="true"] span')).not.toBeNull();
    await expect(within(list).queryAllByRole('img')).toHaveLength(0);
  },
};

/**
 * A failed delivery attempt is a `warning` step: an amber outline with an alert sign, its label in amber
 * and in words, so it reads as a problem without colour.
 */
export const FailedDelivery: Story = {
  args: { steps: failedAttempt, currentStep: 5 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]') as HTMLElement;
    await expect(current).toHaveTextContent(/^Delivery attempt failed/);
    await expect(current).toHaveTextContent('Customer not available, Kothrud, Pune');
    await expect(current.dataset.tone).toBe('warning');
    await expect(within(canvasElement).getAllByRole('listitem').at(-1)).toHaveTextContent('Upcoming: Delivered');
  },
};

/**
 * Refused and returned: the failed attempt and the return under way are warnings, and "Returned to the
 * shop" ends the order as a `danger` step, filled red with a shop front. Every step is done.
 */
export const ReturnedToShop: Story = {
  args: { steps: returnedToShop, currentStep: returnedToShop.length },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.tone)).toEqual(['default', 'default', 'default', 'default', 'default', 'warning', 'warning', 'danger']);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(items.at(-1)).toHaveTextContent('Completed: Returned to the shop');
    await expect(items.at(-1)).toHaveTextContent('Delivered back to BirdShield India, New Delhi');
  },
};

/** Dates in the shop's format; ISO strings from the API work as well as Date objects. */
export const CustomDateFormat: Story = {
  args: {
    steps: [{ label: 'Order Placed', date: '2025-11-18T08:35:00Z' }, { label: 'Pending' }],
    currentStep: 1,
    formatDate: (date: Date) => date.toISOString().slice(0, 10),
  },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('2025-11-18');
    await expect(time).toHaveAttribute('dateTime', '2025-11-18T08:35:00.000Z');
  },
};

/** Labelled by a visible heading instead of `aria-label`. */
export const LabelledByHeading: Story = {
  args: { 'aria-label': undefined, 'aria-labelledby': 'delivery-status-heading' },
  render: (args) => (
    <section>
      <h2 id="delivery-status-heading" style={{ fontSize: '1.125rem', marginBottom: 16 }}>
        Delivery Status
      </h2>
      <StatusTimeline {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Delivery Status' })).toBeVisible();
  },
};

/** The states side by side: the shop's steps first, then the courier's (the first four as before). */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="timeline-pending">
        <h2 id="timeline-pending" className={layout.cardTitle}>
          Just placed
        </h2>
        <StatusTimeline aria-labelledby="timeline-pending" steps={[orderPlaced, { label: 'Delivery Pending' }]} currentStep={1} />
      </section>
      <section className={layout.card} aria-labelledby="timeline-transit">
        <h2 id="timeline-transit" className={layout.cardTitle}>
          In transit
        </h2>
        <StatusTimeline aria-labelledby="timeline-transit" steps={journey} currentStep={2} />
      </section>
      <section className={layout.card} aria-labelledby="timeline-delivered">
        <h2 id="timeline-delivered" className={layout.cardTitle}>
          Delivered
        </h2>
        <StatusTimeline
          aria-labelledby="timeline-delivered"
          steps={journey.map((step) => (step.label === 'Delivered' ? { ...step, date: new Date(2025, 10, 21, 11, 40) } : step))}
          currentStep={journey.length}
        />
      </section>
      <section className={layout.card} aria-labelledby="timeline-cancelled">
        <h2 id="timeline-cancelled" className={layout.cardTitle}>
          Cancelled
        </h2>
        <StatusTimeline
          aria-labelledby="timeline-cancelled"
          steps={[orderPlaced, { label: 'Cancelled', date: new Date(2025, 10, 18, 16, 0), tone: 'danger' }]}
          currentStep={1}
        />
      </section>
      <section className={layout.card} aria-labelledby="timeline-courier">
        <h2 id="timeline-courier" className={layout.cardTitle}>
          With the courier
        </h2>
        <StatusTimeline aria-labelledby="timeline-courier" steps={courierJourney} currentStep={4} />
      </section>
      <section className={layout.card} aria-labelledby="timeline-failed">
        <h2 id="timeline-failed" className={layout.cardTitle}>
          Delivery attempt failed
        </h2>
        <StatusTimeline aria-labelledby="timeline-failed" steps={failedAttempt} currentStep={5} />
      </section>
      <section className={layout.card} aria-labelledby="timeline-returned">
        <h2 id="timeline-returned" className={layout.cardTitle}>
          Returned to the shop
        </h2>
        <StatusTimeline aria-labelledby="timeline-returned" steps={returnedToShop} currentStep={returnedToShop.length} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(7);
    await expect(canvasElement.querySelectorAll('[aria-current="step"]')).toHaveLength(5);
  },
};
