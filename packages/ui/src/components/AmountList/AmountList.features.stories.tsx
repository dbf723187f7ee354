import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { AmountList } from './AmountList';

/** One story per AmountList look, plus `All` for visual checks. */
const meta = {
  title: 'Content/AmountList/Features',
  component: AmountList,
  tags: ['!autodocs'],
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  { label: 'Items Subtotal', amount: 'Rs.2,598' },
  { label: 'Shipping', amount: 'Rs.0' },
];
const total = { label: 'Amount to be paid', amount: 'Rs.2,598' };

/** Rows only: a subtotal on its own, with no total under it. */
export const RowsOnly: Story = {
  args: { rows: [{ label: 'Subtotal', amount: 'Rs.1,299/-' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.getByRole('definition')).toHaveTextContent('Rs.1,299/-');
  },
};

/** Rows and a total under a rule. */
export const WithTotal: Story = {
  args: { rows, total },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText('Amount to be paid');
    await expect(getComputedStyle(term.parentElement as HTMLElement).borderTopStyle).toBe('solid');
  },
};

/** Under a rule of its own, after a list of items. */
export const Separated: Story = {
  args: { rows, total, isSeparated: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByText('Items Subtotal').closest('dl') as HTMLElement;
    await expect(getComputedStyle(list).borderTopStyle).toBe('solid');
  },
};

/** Every look. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Rows only">
        <AmountList rows={[{ label: 'Subtotal', amount: 'Rs.1,299/-' }]} />
      </section>
      <section className={layout.card} aria-label="With total">
        <AmountList rows={rows} total={total} />
      </section>
      <section className={layout.card} aria-label="Separated">
        <AmountList rows={rows} total={total} isSeparated />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(7);
  },
};
