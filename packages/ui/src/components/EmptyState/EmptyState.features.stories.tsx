import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { LinkButton } from '../LinkButton/LinkButton';
import { EmptyState } from './EmptyState';
import { BagIcon, CartEmptyIcon as CartIcon, ReviewIcon, SearchEmptyIcon as SearchIcon } from '../Icon/icons/states';

/** The storefront's router stand-in: link presses go to `navigate`. */
const navigate = fn().mockName('navigate');

/** One story per place the shop shows an empty state, plus `All` for visual checks. */
const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
  tags: ['!autodocs'],
  args: { title: 'No orders found' },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search with no results: the query is in the title, and Tab reaches the way out. */
export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No products found for "pigeon net 50 ft"',
    description: 'Check the spelling, or try a shorter search such as "net".',
    action: <LinkButton href="/products">View All Products</LinkButton>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No products found for "pigeon net 50 ft"' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View All Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products');
  },
};

/** An empty section inside the product page: compact, a lower heading, no action. */
export const NoReviewsYet: Story = {
  args: {
    icon: <ReviewIcon />,
    title: 'No reviews yet.',
    description: 'Bought this product? Reviews can be written from your delivered orders.',
    size: 'compact',
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No reviews yet.' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The cart with nothing in it; the icon is hidden from screen readers. */
export const EmptyCart: Story = {
  args: {
    icon: <CartIcon />,
    title: 'No Items in Cart',
    description: 'Bird spikes, nets and fixing kits ship free on orders above ₹999.',
    action: <LinkButton href="/products">Start shopping</LinkButton>,
  },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

const retry = fn().mockName('retry');

/** Two ways out: a primary action and a secondary link. */
export const TwoActions: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No reviews found matching your criteria.',
    description: 'Try another status or clear the search.',
    action: (
      <>
        <Button onPress={retry}>Clear filters</Button>
        <LinkButton href="/orders" variant="secondary">
          Review a delivered order
        </LinkButton>
      </>
    ),
  },
  beforeEach: () => {
    retry.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(retry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Review a delivered order' })).toHaveAttribute('href', '/orders');
  },
};

/** Without an icon or description it still reads well. */
export const TitleOnly: Story = {
  args: { title: 'No blogs available at the moment. Stay Tuned !!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('No blogs available');
  },
};

/** The shop's empty states side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Order history">
        <EmptyState
          icon={<BagIcon />}
          title="No orders found"
          description="Looks like you haven't placed any orders yet."
          action={<LinkButton href="/products">View All Products</LinkButton>}
        />
      </section>
      <section className={layout.card} aria-label="Search results">
        <EmptyState
          icon={<SearchIcon />}
          title='No products found for "pigeon net 50 ft"'
          description='Check the spelling, or try a shorter search such as "net".'
          action={
            <LinkButton href="/products" variant="secondary">
              View All Products
            </LinkButton>
          }
        />
      </section>
      <section className={layout.card} aria-label="Cart">
        <EmptyState
          icon={<CartIcon />}
          title="No Items in Cart"
          description="Bird spikes, nets and fixing kits ship free on orders above ₹999."
          action={<LinkButton href="/products">Start shopping</LinkButton>}
        />
      </section>
      <section className={layout.card} aria-label="Reviews">
        <EmptyState
          icon={<ReviewIcon />}
          title="No reviews yet."
          description="Bought this product? Reviews can be written from your delivered orders."
          size="compact"
          headingLevel={3}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(4);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
