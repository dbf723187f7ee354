import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ValueDiff } from './ValueDiff';
import { formatProductValue, productAfter, productBefore, productLabels } from './ValueDiffExamples/productChange';

/**
 * An audit entry's before and after values. One story per state in `ValueDiff.features.stories.tsx`;
 * guidance in `ValueDiff.mdx`.
 */
const meta = {
  title: 'Components/ValueDiff',
  component: ValueDiff,
  args: {
    caption: 'Changes to product 12',
    before: productBefore,
    after: productAfter,
    fieldLabels: productLabels,
    formatValue: formatProductValue,
    hiddenFields: ['version'],
  },
  argTypes: { before: { control: 'object' }, after: { control: 'object' }, formatValue: { control: false } },
} satisfies Meta<typeof ValueDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price cut and more: only the five fields that changed, money in rupees, the version left out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Changes to product 12' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    const price = within(table).getByRole('rowheader', { name: 'Selling price changed' }).closest('tr')!;
    await expect(price).toHaveTextContent('₹1,299.00');
    await expect(price).toHaveTextContent('₹1,199.00');
    const [was, is] = within(within(table).getByRole('rowheader', { name: 'Bestseller changed' }).closest('tr')!).getAllByRole('cell');
    await expect(was).toHaveTextContent('No');
    await expect(is).toHaveTextContent('Yes');
    await expect(within(table).queryByRole('rowheader', { name: /Title/ })).toBeNull();
    await expect(within(table).queryByRole('rowheader', { name: /Version/ })).toBeNull();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
