import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

/**
 * The default price and a playground. One story per notation, size and case
 * lives in `Price.features.stories.tsx`; designer guidance in `Price.mdx`.
 */
const meta = {
  title: 'Components/Price',
  component: Price,
  args: { price: 1299, maxPrice: 1999 },
  argTypes: {
    notation: { control: 'inline-radio', options: ['symbol', 'rs'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price, the struck-through M.R.P. and the discount, read in that order with their labels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,299')).toBeVisible();
    const original = canvas.getByText('₹1,999');
    await expect(original.tagName).toBe('S');
    await expect(canvas.getByText('35% off')).toBeVisible();
    // What a screen reader reads, hidden labels included.
    await expect(canvasElement).toHaveTextContent('Price: ₹1,299 Original price: ₹1,999 35% off', {
      normalizeWhitespace: true,
    });
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    price: 129999,
    maxPrice: 149999,
    notation: 'symbol',
    size: 'md',
    showPercentOff: true,
    maxPriceLabel: 'M.R.P.',
    isMaxPriceLabelVisible: false,
  },
};
