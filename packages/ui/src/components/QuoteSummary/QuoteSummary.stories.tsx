import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { QuoteSummary, type QuoteSummaryProps } from './QuoteSummary';

const PRICED_HEADINGS = { item: 'Item', quantity: 'Quantity', unitPrice: 'Price per unit', gst: 'GST', amount: 'Amount' };

const requested: QuoteSummaryProps = {
  caption: 'What you asked for',
  headings: { item: 'Item', quantity: 'Quantity' },
  lines: [
    { item: 'Polycarbonate bird spikes', detail: 'Pack of 10 (3 m)', quantity: '40' },
    { item: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: '1' },
  ],
};

const quoted: QuoteSummaryProps = {
  caption: 'Quotation, revision 2',
  headings: PRICED_HEADINGS,
  lines: [
    { item: 'Polycarbonate bird spikes, pack of 10', detail: 'HSN 3926', quantity: '40', unitPrice: '₹380.00', gst: '18%', amount: '₹15,200.00' },
    { item: 'Fitting on the parapet', detail: 'per running metre · SAC 995468', quantity: '40', unitPrice: '₹50.00', gst: '18%', amount: '₹2,000.00' },
  ],
  totals: {
    rows: [
      { label: 'Subtotal', amount: '₹17,200.00' },
      { label: 'GST', amount: '₹3,096.00' },
    ],
    total: { label: 'Total', amount: '₹20,296.00' },
  },
  validity: 'Valid until 15 December 2026',
};

/** A quote's lines and totals: a table headed by its caption, each row by its item, then the amounts. */
const meta = {
  title: 'Content/QuoteSummary',
  component: QuoteSummary,
  args: quoted,
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only requested: the items and quantities the buyer asked for, no prices, no totals. */
export const RequestedOnly: Story = {
  // The meta's args are the quotation's: this story has neither totals nor a validity.
  args: { ...requested, totals: undefined, validity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'What you asked for' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Quantity']);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Polycarbonate bird spikesPack of 10 (3 m)');
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** Quoted: prices per unit before GST, each line's amount, then subtotal, GST and total, and how long it holds. */
export const Quoted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Quotation, revision 2' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Quantity', 'Price per unit', 'GST', 'Amount']);
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent('₹2,000.00');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Subtotal', 'GST', 'Total']);
    await expect(canvas.getAllByRole('definition').at(-1)).toHaveTextContent('₹20,296.00');
    await expect(canvas.getByText('Valid until 15 December 2026')).toBeVisible();
  },
};

/** Expired: the same quotation, its validity shown as a warning in words. */
export const Expired: Story = {
  args: { validity: 'This quotation was valid until 15 December 2026. Ask us for a new one.', isExpired: true },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(/was valid until/);
    await expect(getComputedStyle(notice).fontWeight).toBe('600');
  },
};

/**
 * A narrow phone (375 px): each priced line stacks under its item, the column's name before each figure, and nothing
 * scrolls sideways; a screen reader still finds the same table, its headings and cells.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Quotation, revision 2' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const fitting = within(table).getAllByRole('row')[2]!;
    const [quantity, , , amount] = within(fitting).getAllByRole('cell');
    // One figure to a line, under the item, each beside its visible column name.
    await expect(quantity!.getBoundingClientRect().top).toBeGreaterThan(within(fitting).getByRole('rowheader').getBoundingClientRect().bottom - 1);
    await expect(amount!.getBoundingClientRect().top).toBeGreaterThan(quantity!.getBoundingClientRect().bottom - 1);
    await expect(within(amount!).getByText('Amount')).toBeVisible();
    await expect(amount).toHaveTextContent('₹2,000.00');
  },
};

/** A desktop width: the same quotation is a table of five columns, the column names in its heading only. */
export const OnADesk: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    await expect(new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top))).size).toBe(1);
    await expect(within(cells[3]!).getByText('Amount')).not.toBeVisible();
  },
};

/** Every state, for visual checks. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Requested only">
        <QuoteSummary {...requested} />
      </section>
      <section className={layout.card} aria-label="Quoted">
        <QuoteSummary {...quoted} />
      </section>
      <section className={layout.card} aria-label="Expired">
        <QuoteSummary {...quoted} caption="Quotation, revision 1" validity="This quotation was valid until 15 December 2026. Ask us for a new one." isExpired />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};
