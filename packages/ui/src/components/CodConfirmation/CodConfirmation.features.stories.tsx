import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { CodConfirmation, type CodConfirmationStatus } from './CodConfirmation';
import { ConfirmationPageExample } from './CodConfirmationExamples/ConfirmationPageExample';
import { sampleOrder } from './CodConfirmationExamples/sampleOrder';

/** One story per state, the keyboard and the cancel dialog, plus `All` for visual checks. */
const meta = {
  title: 'Components/CodConfirmation/Features',
  component: CodConfirmation,
  tags: ['!autodocs'],
  args: { ...sampleOrder, status: 'awaiting', onConfirm: fn(), onCancel: fn() },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof CodConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the answer: the deadline, the order, what to pay at the door, Confirm and Cancel. */
export const Awaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Please confirm your order' });
    await expect(panel).toHaveAttribute('data-status', 'awaiting');
    await expect(panel).toHaveTextContent('Please answer by Thu, 27 Nov, 6:30 pm');
    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Stainless steel bird spikes, 30 cm strip Qty 10',
      'Anti-bird net, 10 × 10 ft, black Qty 1',
      'Spike adhesive, 280 ml Qty 2',
    ]);
    await expect(canvas.getByText('Delivering to').nextElementSibling).toHaveTextContent('Pune');
    await expect(canvas.getByText('To pay at delivery').nextElementSibling).toHaveTextContent('₹1,348');
    await expect(canvas.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

/**
 * By keyboard: Tab reaches Confirm first, Enter sends it; the button keeps focus while it says
 * "Confirming…", then focus moves to the new title.
 */
export const ConfirmByKeyboard: Story = {
  render: (args) => <ConfirmationPageExample onConfirm={args.onConfirm as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirm order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pending = await canvas.findByRole('button', { name: 'Confirming…' });
    await expect(pending).toHaveFocus();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    const title = await canvas.findByRole('heading', { name: 'Order confirmed' });
    await waitFor(() => expect(title).toHaveFocus());
    removeStaleAnnouncements();
  },
};

/**
 * Cancel asks again first, in an alert dialog whose safe answer, "Keep order", has focus. Keeping the
 * order (or Escape) closes it and focus returns to "Cancel order".
 */
export const CancelAsksFirst: Story = {
  render: (args) => <ConfirmationPageExample onCancel={args.onCancel as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(cancel);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveAccessibleDescription('We won’t send it, and you won’t be asked to pay anything.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * "Yes, cancel order": the dialog's button shows "Cancelling…" until the server answers, the dialog
 * closes, and focus lands on the outcome's title, since the button that opened the dialog is gone.
 */
export const CancelConfirmed: Story = {
  render: (args) => <ConfirmationPageExample onCancel={args.onCancel as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await within(dialog).findByRole('button', { name: 'Cancelling…' });
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const title = await canvas.findByRole('heading', { name: 'Order cancelled' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    removeStaleAnnouncements();
  },
};

/** While the answer is on its way: Confirm is pending and Cancel waits. */
export const Submitting: Story = {
  render: () => <ConfirmationPageExample answers={['hang']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order' }));
    const pending = await canvas.findByRole('button', { name: 'Confirming…' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await userEvent.click(pending);
    await expect(canvas.getByRole('heading', { name: 'Please confirm your order' })).toBeVisible();
  },
};

/**
 * The answer did not get through: an alert says so (announced at once), focus stays on Confirm, and
 * another try goes through.
 */
export const FailedToSubmit: Story = {
  render: () => <ConfirmationPageExample answers={['fail', 'ok']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('We couldn’t send your answer. Please check your connection and try again.'));
    const confirm = canvas.getByRole('button', { name: 'Confirm order' });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(alert).toBeEmptyDOMElement();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Order confirmed' })).toHaveFocus());
    removeStaleAnnouncements();
  },
};

/** A cancellation that did not get through: the dialog closes, the alert says so, focus is back on "Cancel order". */
export const CancelFailed: Story = {
  render: () => <ConfirmationPageExample answers={['fail']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t send your answer.'));
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Please confirm your order' })).toBeVisible();
    removeStaleAnnouncements();
  },
};

/** Confirmed: no more buttons; what to keep ready for the courier. */
export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order confirmed' })).not.toHaveFocus();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('To pay at delivery')).toBeVisible();
  },
};

/** Cancelled by the customer: nothing to pay, so no amount is shown. */
export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order cancelled' })).toHaveTextContent('there is nothing to pay');
    await expect(canvas.queryByText('To pay at delivery')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Not confirmed in time: the shop cancelled it, and the panel says when the deadline was. */
export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Order cancelled: not confirmed in time' });
    await expect(panel).toHaveTextContent('It wasn’t confirmed by Thu, 27 Nov, 6:30 pm, so we cancelled it.');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The page's own words, and the title as the page's `h1`. */
export const CustomWords: Story = {
  args: {
    headingLevel: 1,
    labels: { awaitingTitle: 'Confirm your cash on delivery order', confirm: 'Yes, send it', orderNumber: (number) => `Order no. ${number}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your cash on delivery order' })).toBeVisible();
    await expect(canvas.getByText('Order no. 1042')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yes, send it' })).toBeVisible();
  },
};

const states: Array<[CodConfirmationStatus, string, string]> = [
  ['confirmed', 'Confirmed', 'The customer said yes: the order can be packed.'],
  ['cancelled', 'Cancelled', 'The customer said no: nothing to pay.'],
  ['expired', 'Expired', 'No answer by the deadline: the shop cancelled it.'],
];

/** Awaiting, sending, failed, and the three outcomes, for visual review (the play function drives the first three). */
export const All: Story = {
  parameters: {
    layout: 'fullscreen',
    // Three panels here await an answer and share their title, so their regions share a name; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="cod-awaiting">
        <header className={layout.cardHeader}>
          <h2 id="cod-awaiting" className={layout.cardTitle}>
            Awaiting
          </h2>
          <p className={layout.cardDescription}>The deadline, the order to recognise, Confirm and Cancel.</p>
        </header>
        <ConfirmationPageExample />
      </section>
      <section className={layout.card} aria-labelledby="cod-sending">
        <header className={layout.cardHeader}>
          <h2 id="cod-sending" className={layout.cardTitle}>
            Sending
          </h2>
          <p className={layout.cardDescription}>Confirm shows progress; Cancel waits.</p>
        </header>
        <ConfirmationPageExample answers={['hang']} />
      </section>
      <section className={layout.card} aria-labelledby="cod-failed">
        <header className={layout.cardHeader}>
          <h2 id="cod-failed" className={layout.cardTitle}>
            Not sent
          </h2>
          <p className={layout.cardDescription}>The answer did not get through: try again.</p>
        </header>
        <ConfirmationPageExample answers={['fail']} />
      </section>
      {states.map(([status, name, usage]) => (
        <section key={status} className={layout.card} aria-labelledby={`cod-${status}`}>
          <header className={layout.cardHeader}>
            <h2 id={`cod-${status}`} className={layout.cardTitle}>
              {name}
            </h2>
            <p className={layout.cardDescription}>{usage}</p>
          </header>
          <CodConfirmation {...sampleOrder} status={status} onConfirm={() => {}} onCancel={() => {}} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, sending, failed] = canvas.getAllByRole('button', { name: 'Confirm order' });
    await userEvent.click(sending!);
    await userEvent.click(failed!);
    await waitFor(() => expect(canvas.getByText(/^We couldn’t send your answer/)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Confirming…' })).toBeVisible();
    for (const title of ['Order confirmed', 'Order cancelled', 'Order cancelled: not confirmed in time']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
