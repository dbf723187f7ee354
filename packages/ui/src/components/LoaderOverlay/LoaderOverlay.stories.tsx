import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoaderOverlay } from './LoaderOverlay';
import { BuyNowPageExample } from './LoaderOverlayExamples/BuyNowPageExample';

/**
 * Buy Now's 'Processing your order...' overlay and a playground. Keyboard and
 * review stories live in `LoaderOverlay.features.stories.tsx`; guidance in `LoaderOverlay.mdx`.
 */
const meta = {
  title: 'Components/LoaderOverlay',
  component: LoaderOverlay,
  args: { isVisible: false, label: 'Processing your order...' },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: Buy Now shows the overlay for 1.2 s. Its label is announced through
 * a status live region, the page beneath is `aria-busy` and inert (a click
 * lands on the overlay, focus cannot enter), and afterwards focus is back on Buy Now.
 */
export const Default: Story = {
  render: ({ label }) => <BuyNowPageExample label={label ?? 'Processing your order...'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buyNow = canvas.getByRole('button', { name: 'Buy Now' });
    const addToCart = canvas.getByRole('button', { name: 'Add To Cart' });
    await userEvent.click(buyNow);

    const spinner = await screen.findByRole('progressbar', { name: 'Processing your order...' });
    await expect(screen.getByRole('status')).toHaveTextContent('Processing your order...');
    // The page (Storybook's root, a child of <body>) is busy and inert.
    const root = canvasElement.closest('body > *') as HTMLElement;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(root.inert).toBe(true);

    // Pointer: what is under Add To Cart is now the overlay. Keyboard: the button cannot take focus.
    const rect = addToCart.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    await expect(hit).not.toBeNull();
    await expect(root.contains(hit)).toBe(false);
    await waitFor(() => expect(spinner).toBeVisible());
    addToCart.focus();
    await expect(addToCart).not.toHaveFocus();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(root).not.toHaveAttribute('aria-busy');
    await expect(root.inert).toBe(false);
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(buyNow).toHaveFocus());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
