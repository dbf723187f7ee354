import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountList } from './AmountList';

/** The default AmountList and a playground; one story per look in `AmountList.features.stories.tsx`. */
const meta = {
  title: 'Content/AmountList',
  component: AmountList,
  args: {
    rows: [
      { label: 'Subtotal', amount: 'Rs.1,299/-' },
      { label: 'Shipping Fee', amount: 'Rs.0/-' },
    ],
    total: { label: 'Total Payable', amount: 'Rs.1,299/-' },
  },
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rows and a total, read as terms and their definitions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Subtotal', 'Shipping Fee', 'Total Payable']);
    const total = canvas.getByText('Total Payable');
    await expect(getComputedStyle(total).fontWeight).toBe('700');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { isSeparated: true } };
