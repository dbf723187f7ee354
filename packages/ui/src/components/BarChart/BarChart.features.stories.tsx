import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { BarChart } from './BarChart';
import { revenueDays, rupees } from './BarChart.examples';

/** One story per BarChart look, plus `All` for visual checks. */
const meta = {
  title: 'Content/BarChart/Features',
  component: BarChart,
  tags: ['!autodocs'],
  args: { title: 'Revenue per day', data: revenueDays, formatValue: rupees, labelHeader: 'Day', valueHeader: 'Revenue', summary: 'No sales yet.' },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const quiet = revenueDays.map((day) => ({ ...day, value: 0 }));
const week = revenueDays.slice(-7);

/** A month without a sale: flat, no bar drawn taller than the baseline, and the table says ₹0 each day. */
export const NoSales: Story = {
  args: { data: quiet, summary: 'No paid orders in the last 30 days.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const bar of canvas.getAllByTestId('bar')) await expect(bar).toHaveAttribute('height', '0');
    await expect(canvas.getAllByText('₹0.00')).toHaveLength(30);
  },
};

/** A week: wider bars; the tallest is the largest value, in the accent colour. */
export const OneWeek: Story = {
  args: { data: week, title: 'Revenue, last 7 days', summary: 'Total ₹8,992.00; highest ₹2,598.00 on 24 Nov.' },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByTestId('bar');
    await expect(bars).toHaveLength(7);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    await expect(Math.max(...heights)).toBe(100);
    await expect(heights.indexOf(100)).toBe(week.findIndex((day) => day.value === Math.max(...week.map((d) => d.value))));
  },
};

/** Every look. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Thirty days">
        <BarChart {...args} title="Revenue per day, last 30 days" summary="Total ₹35,672.00; highest ₹5,196.00 on 12 Nov." />
      </section>
      <section className={layout.card} aria-label="One week">
        <BarChart {...args} data={week} title="Revenue, last 7 days" summary="Total ₹8,992.00." />
      </section>
      <section className={layout.card} aria-label="No sales">
        <BarChart {...args} data={quiet} title="Revenue, a quiet month" summary="No paid orders in the last 30 days." />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(3);
  },
};
