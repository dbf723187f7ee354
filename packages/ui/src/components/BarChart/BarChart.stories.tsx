import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { revenueDays, rupees } from './BarChart.examples';

/** The default BarChart and a playground; one story per look in `BarChart.features.stories.tsx`. */
const meta = {
  title: 'Content/BarChart',
  component: BarChart,
  args: {
    title: 'Revenue per day, last 30 days',
    data: revenueDays,
    formatValue: rupees,
    labelHeader: 'Day',
    valueHeader: 'Revenue',
    summary: 'Total ₹35,672.00; highest ₹5,196.00 on 12 Nov.',
  },
  argTypes: { formatValue: { control: false }, data: { control: 'object' } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty days of revenue: one image named by the title and described by the summary, a bar per day,
 * the busiest day in the accent colour, and the same figures in a table a keyboard can scroll.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Revenue per day, last 30 days' });
    await expect(chart).toHaveAccessibleDescription('Total ₹35,672.00; highest ₹5,196.00 on 12 Nov.');
    await expect(canvas.getAllByTestId('bar')).toHaveLength(30);

    const table = canvas.getByRole('table', { name: 'Revenue per day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(30);
    await expect(within(table).getByRole('rowheader', { name: '12 Nov' }).closest('tr')).toHaveTextContent('₹5,196.00');

    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Revenue per day, last 30 days' })).toHaveFocus();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
