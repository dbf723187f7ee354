import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { BookShipmentExample } from './ShipmentBookingDialogExamples/BookShipmentExample';
import { sampleParcel, sampleQuotes } from './ShipmentBookingDialogExamples/sampleQuotes';
import { ShipmentBookingMatrix, bookingStates } from './ShipmentBookingDialogExamples/ShipmentBookingMatrix';

/** Keyboard, a booking that broke off, cash on delivery, the quotes' states, plus `All` for visual checks. */
const meta = {
  title: 'Components/ShipmentBookingDialog/Features',
  // The stories drive the whole flow: the trigger, the dialog and a stand-in aggregator.
  component: BookShipmentExample,
  tags: ['!autodocs'],
  args: { quotes: sampleQuotes, parcel: sampleParcel, onBook: fn() },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof BookShipmentExample>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Book shipment' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Book shipment for order #1042' });
  return { trigger, dialog };
}

/**
 * By keyboard: focus lands on the chosen courier; the arrow keys compare and choose; Tab goes on to
 * Cancel and Book; Enter books, and focus returns to the trigger, with its ring.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Delhivery Surface' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    const xpressbees = within(dialog).getByRole('radio', { name: 'Xpressbees Surface' });
    await expect(xpressbees).toHaveFocus();
    await expect(xpressbees).toBeChecked();

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    const book = within(dialog).getByRole('button', { name: 'Book with Xpressbees Surface' });
    await expect(book).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('button', { name: 'Booking…' })).toHaveFocus();
    await expect(args.onBook).toHaveBeenCalledWith('xb-surface');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
    removeStaleAnnouncements();
  },
};

/** Escape (or Cancel, or the ✕) closes without booking; focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/**
 * While a booking runs, nothing else can be done: the cards, Cancel and Escape wait, so the packer cannot
 * leave a booking half-way by accident.
 */
export const WhileBooking: Story = {
  args: { answers: ['hang'] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book with Delhivery Surface' }));
    const pending = await within(dialog).findByRole('button', { name: 'Booking…' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/**
 * The aggregator broke the booking off part way: the dialog stays open with its words and the promise
 * that nothing is booked twice (announced at once); focus stays on the button, now "Finish booking",
 * which finishes it.
 */
export const BrokeOff: Story = {
  args: { answers: ['broke-off', 'booked'] },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Delhivery Surface' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const alert = within(dialog).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Booking stopped part way.'), { timeout: 3000 });
    await expect(alert).toHaveTextContent('AWB assigned, but the pickup request timed out.');
    await expect(alert).toHaveTextContent('Nothing is booked twice: finishing picks up where it stopped.');
    const finish = within(dialog).getByRole('button', { name: 'Finish booking' });
    await waitFor(() => expect(finish).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onBook).toHaveBeenCalledTimes(2);
    removeStaleAnnouncements();
  },
};

/** A cash-on-delivery order: a courier that does not collect cash is shown, disabled, and the group says why. */
export const CashOnDeliveryOrder: Story = {
  args: { isCashOnDelivery: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    const group = within(dialog).getByRole('radiogroup', { name: 'Courier' });
    await expect(group).toHaveAccessibleDescription('Cash on delivery order: only a courier that collects cash can take it.');
    const ekart = within(dialog).getByRole('radio', { name: 'Ekart Logistics' });
    await expect(ekart).toBeDisabled();
    await expect(ekart).toHaveAccessibleDescription(/No cash on delivery/);
  },
};

/** The owner chose "fastest": the recommendation and its badge follow. */
export const FastestRecommended: Story = {
  args: { recommendedId: 'bd-air', recommendation: 'fastest' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    const blueDart = within(dialog).getByRole('radio', { name: 'Blue Dart Air' });
    await waitFor(() => expect(blueDart).toHaveFocus());
    await expect(blueDart).toBeChecked();
    await expect(blueDart).toHaveAccessibleDescription('₹186 · 2 days · Collects cash Recommended · fastest');
    await expect(within(dialog).getByRole('button', { name: 'Book with Blue Dart Air' })).toBeEnabled();
  },
};

/** While the quotes are on their way: a named progress indicator, and nothing to book yet. */
export const LoadingQuotes: Story = {
  args: { isLoading: true, quotes: [], recommendedId: null },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    // Visible once the entry animation has faded the dialog in.
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Asking the couriers…' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Book shipment' })).toBeDisabled();
  },
};

/** The aggregator could not be asked: its message in an alert, and a way to ask again. */
export const QuotesFailed: Story = {
  args: { quotes: [], recommendedId: null, quotesError: 'The courier service is not answering just now.', onRetryQuotes: fn() },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    const message = within(dialog).getByText('The courier service is not answering just now.');
    await waitFor(() => expect(message).toBeVisible());
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    await expect(args.onRetryQuotes).toHaveBeenCalledTimes(1);
  },
};

/** No courier serves the parcel: said plainly, and Book stays off. */
export const NoCouriers: Story = {
  args: { quotes: [], recommendedId: null },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByText('No courier serves this parcel from the pickup pincode to the customer’s.')).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Book shipment' })).toBeDisabled();
  },
};

/** Every state of the panel in place, for visual review (the play function presses Book on "Booking"). */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ShipmentBookingMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('dialog')).toHaveLength(bookingStates.length);
    const pendingPanel = canvas.getByRole('region', { name: 'Booking' });
    await userEvent.click(within(pendingPanel).getByRole('button', { name: 'Book with Delhivery Surface' }));
    await within(pendingPanel).findByRole('button', { name: 'Booking…' });
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
