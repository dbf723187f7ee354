import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { ShipmentCard } from './ShipmentCard';
import { OrderShipmentExample } from './ShipmentCardExamples/OrderShipmentExample';
import { bookedShipment, brokenOffShipment } from './ShipmentCardExamples/sampleShipments';

/** Booked, broken off, finishing, the label not ready and the page's booking flow, plus `All` for visual checks. */
const meta = {
  title: 'Components/ShipmentCard/Features',
  component: ShipmentCard,
  tags: ['!autodocs'],
  args: bookedShipment,
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof ShipmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: the keyboard reaches Print label first, then the tracking page. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Shipment' })).toHaveAttribute('data-status', 'booked');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Print label/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Track parcel/ })).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The aggregator has not made the label yet: said in words instead of a button that would fail. */
export const LabelNotReady: Story = {
  args: { labelUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The label is not ready yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Print label/ })).toBeNull();
  },
};

/**
 * The booking broke off part way: the state says so in words as well as in amber, the aggregator's words
 * describe "Finish booking", and nothing the booking has not reached (label, tracking) is offered.
 */
export const BrokenOff: Story = {
  args: { ...brokenOffShipment, onFinishBooking: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Shipment' });
    await expect(card).toHaveTextContent('Booking incomplete');
    const finish = canvas.getByRole('button', { name: 'Finish booking' });
    await expect(finish).toHaveAccessibleDescription(
      'Booking stopped part way. AWB assigned, but the pickup request timed out. Nothing is booked twice: finishing picks up where it stopped.',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(finish);
    await expect(args.onFinishBooking).toHaveBeenCalledTimes(1);
  },
};

/**
 * Finishing by keyboard: the button shows it is busy and keeps focus; once booked, the button is gone and
 * focus moves to the card's title.
 */
export const FinishBooking: Story = {
  render: () => <OrderShipmentExample initialShipment={brokenOffShipment} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Finish booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Finishing…' })).toHaveFocus();

    const title = canvas.getByRole('heading', { name: 'Shipment' });
    await waitFor(() => expect(title).toHaveFocus(), { timeout: 3000 });
    await expect(canvas.getByRole('region', { name: 'Shipment' })).toHaveAttribute('data-status', 'booked');
    await expect(canvas.getByRole('link', { name: /^Print label/ })).toBeVisible();
    removeStaleAnnouncements();
  },
};

/** Finishing failed again: announced at once, the aggregator's new words shown, focus kept on the button. */
export const FinishFailed: Story = {
  render: () => <OrderShipmentExample initialShipment={brokenOffShipment} finishFails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finish = canvas.getByRole('button', { name: 'Finish booking' });
    await userEvent.click(finish);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The booking is still not finished.'), { timeout: 3000 });
    await expect(finish).toHaveAccessibleDescription(/The courier service did not answer\./);
    await expect(finish).toHaveFocus();
    removeStaleAnnouncements();
  },
};

/**
 * The order page's whole flow: "Book shipment" opens the booking dialog; once booked the card takes the
 * button's place, and focus lands on its title (the button that opened the dialog is gone).
 */
export const AfterBooking: Story = {
  render: () => <OrderShipmentExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book shipment for order #1042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book with Delhivery Surface' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

    const card = await canvas.findByRole('region', { name: 'Shipment' });
    await expect(card).toHaveAttribute('data-status', 'booked');
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Shipment' })).toHaveFocus());
    removeStaleAnnouncements();
  },
};

/** The page's words, and the title at the level the page needs. */
export const CustomWords: Story = {
  args: { headingLevel: 3, labels: { title: 'Courier', printLabel: 'Print shipping label' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Courier' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Print shipping label (opens in a new tab)' })).toBeVisible();
  },
};

/** Booked, label not ready, broken off and finishing, for visual review (the play function presses Finish on the last). */
export const All: Story = {
  parameters: {
    layout: 'fullscreen',
    // Four cards here are all titled "Shipment", so their regions share a name; an order page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="shipment-booked">
        <header className={layout.cardHeader}>
          <h2 id="shipment-booked" className={layout.cardTitle}>
            Booked
          </h2>
          <p className={layout.cardDescription}>Print label opens the label PDF; the courier’s page tracks it.</p>
        </header>
        <ShipmentCard {...bookedShipment} headingLevel={3} />
      </section>
      <section className={layout.card} aria-labelledby="shipment-no-label">
        <header className={layout.cardHeader}>
          <h2 id="shipment-no-label" className={layout.cardTitle}>
            Label not ready
          </h2>
          <p className={layout.cardDescription}>Booked, but the aggregator has not made the label yet.</p>
        </header>
        <ShipmentCard {...bookedShipment} labelUrl={null} headingLevel={3} />
      </section>
      <section className={layout.card} aria-labelledby="shipment-broken-off">
        <header className={layout.cardHeader}>
          <h2 id="shipment-broken-off" className={layout.cardTitle}>
            Broke off part way
          </h2>
          <p className={layout.cardDescription}>What stopped it, and the button that finishes it.</p>
        </header>
        <ShipmentCard {...brokenOffShipment} onFinishBooking={() => {}} headingLevel={3} />
      </section>
      <section className={layout.card} aria-labelledby="shipment-finishing">
        <header className={layout.cardHeader}>
          <h2 id="shipment-finishing" className={layout.cardTitle}>
            Finishing
          </h2>
          <p className={layout.cardDescription}>The button shows it is busy until the aggregator answers.</p>
        </header>
        <ShipmentCard {...brokenOffShipment} onFinishBooking={() => new Promise<void>(() => {})} headingLevel={3} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, finishing] = canvas.getAllByRole('button', { name: 'Finish booking' });
    await userEvent.click(finishing!);
    await canvas.findByRole('button', { name: 'Finishing…' });
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
