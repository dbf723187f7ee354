import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { ShipmentBookingDialog } from './ShipmentBookingDialog';
import { BookShipmentExample } from './ShipmentBookingDialogExamples/BookShipmentExample';
import { sampleParcel, sampleQuotes } from './ShipmentBookingDialogExamples/sampleQuotes';

/**
 * The back-office's booking dialog and a playground. Keyboard, a booking that broke off, cash on delivery
 * and the quotes' states live in `ShipmentBookingDialog.features.stories.tsx`; guidance in `ShipmentBookingDialog.mdx`.
 */
const meta = {
  title: 'Components/ShipmentBookingDialog',
  component: ShipmentBookingDialog,
  args: {
    orderNumber: 1042,
    quotes: sampleQuotes,
    recommendedId: 'dlv-surface',
    recommendation: 'cheapest',
    parcel: sampleParcel,
    onBook: fn(),
  },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof ShipmentBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: the dialog opens on the recommended courier, chosen and marked, with the parcel as the
 * courier bills it. A click on another card chooses it and names the button; Book shows it is busy, the
 * dialog closes when the booking is done, and focus returns to "Book shipment".
 */
export const Default: Story = {
  render: (args) => <BookShipmentExample onBook={args.onBook as (courierId: string) => void} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book shipment' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Book shipment for order #1042' });
    const recommended = within(dialog).getByRole('radio', { name: 'Delhivery Surface' });
    await waitFor(() => expect(recommended).toHaveFocus());
    await expect(recommended).toBeChecked();
    await expect(recommended).toHaveAccessibleDescription('₹84 · 4 days · Collects cash Recommended · cheapest');
    await expect(within(dialog).getByText('Weight').nextElementSibling).toHaveTextContent('1.2 kg');
    await expect(within(dialog).getByText('Size').nextElementSibling).toHaveTextContent('30 × 20 × 15 cm');
    await expect(within(dialog).getByText('Charged weight').nextElementSibling).toHaveTextContent('2 kg');

    await userEvent.click(within(dialog).getByText('Blue Dart Air'));
    await expect(within(dialog).getByRole('radio', { name: 'Blue Dart Air' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book with Blue Dart Air' }));
    await within(dialog).findByRole('button', { name: 'Booking…' });
    await expect(args.onBook).toHaveBeenCalledWith('bd-air');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    removeStaleAnnouncements();
  },
};

/** Every prop as a control; the dialog opens at once. */
export const Playground: Story = {
  args: { defaultOpen: true, isCashOnDelivery: false, isLoading: false },
};
