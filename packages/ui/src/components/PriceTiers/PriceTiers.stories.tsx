import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { PriceTiers } from './PriceTiers';

/** Prices by quantity beside a product's price: a table with a caption, column headings and row headings. */
const meta = {
  title: 'Content/PriceTiers',
  component: PriceTiers,
  args: {
    caption: 'Buy more, pay less',
    headings: { quantity: 'Quantity', price: 'Price per pack', saving: 'You save' },
    tiers: [
      { quantity: '10+ packs', price: '₹1,517.08', saving: '8% off' },
      { quantity: '25+ packs', price: '₹1,451.12', saving: '12% off' },
    ],
  },
} satisfies Meta<typeof PriceTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tiers: the table is named by its caption, and each row by its quantity. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Buy more, pay less' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Quantity', 'Price per pack', 'You save']);
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['10+ packs', '25+ packs']);
    await expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['₹1,517.08', '8% off', '₹1,451.12', '12% off']);
  },
};

/** A narrow phone (375 px): the three columns fit without scrolling sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    tiers: [
      { quantity: '5+ packs', price: '₹3,704.05', saving: '5% off' },
      { quantity: '20+ packs', price: '₹3,299', saving: '15% off' },
      { quantity: '100+ packs', price: '₹2,999', saving: '23% off' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
  },
};

/** Every state, for visual checks: percentages off, and a set price per pack for the largest quantity. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Percentages off">
        <PriceTiers {...args} />
      </section>
      <section className={layout.card} aria-label="A set price">
        <PriceTiers
          {...args}
          tiers={[
            { quantity: '5+ packs', price: '₹3,704.05', saving: '5% off' },
            { quantity: '20+ packs', price: '₹3,299', saving: '15% off' },
          ]}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(2);
  },
};
