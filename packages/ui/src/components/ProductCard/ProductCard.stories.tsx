import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './ProductCard';
import * as grid from './ProductCardExamples/storyGrid.css';
import { storyProducts } from './ProductCardExamples/storyProducts';

/**
 * Stands in for the storefront's router: react-aria's RouterProvider hands
 * link presses to `navigate`, so tests can tell "followed the card link"
 * from "pressed a button" (and the Storybook iframe stays put).
 */
const navigate = fn().mockName('navigate');

/**
 * The default product card and a playground. One story per state and
 * behaviour lives in `ProductCard.features.stories.tsx`; guidance in `ProductCard.mdx`.
 */
const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    ...storyProducts[0],
    onBuyNow: fn(),
    onAddToCart: fn(),
  },
  argTypes: {
    notation: { control: 'inline-radio', options: ['symbol', 'rs'] },
    descriptionLines: { control: 'inline-radio', options: [2, 3] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    // The stories' pictures are long data URIs: not worth a text box.
    imageSrc: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div className={grid.single}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: a click on the title follows the card link; a click on a button
 * does its job and does not navigate.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = storyProducts[0].title;

    await userEvent.click(canvas.getByRole('button', { name: `Add ${title} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('link', { name: title }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe(storyProducts[0].href);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { notation: 'symbol', descriptionLines: 2, isAddingToCart: false, buyNowLabel: 'Buy Now' },
};
