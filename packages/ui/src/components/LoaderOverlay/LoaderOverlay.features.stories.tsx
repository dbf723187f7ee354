import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoaderOverlay } from './LoaderOverlay';
import { BuyNowPageExample } from './LoaderOverlayExamples/BuyNowPageExample';

/** Keyboard, motion and review stories, plus `All` for visual checks. */
const meta = {
  title: 'Components/LoaderOverlay/Features',
  component: LoaderOverlay,
  tags: ['!autodocs'],
  args: { isVisible: false, label: 'Processing your order...' },
  render: ({ label }) => <BuyNowPageExample label={label ?? 'Processing your order...'} />,
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Enter on Buy Now shows the overlay; Tab cannot reach anything on
 * the page while it shows; when it goes, focus is back on Buy Now.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buyNow = canvas.getByRole('button', { name: 'Buy Now' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(buyNow).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await screen.findByRole('progressbar', { name: 'Processing your order...' });
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(buyNow).toHaveFocus());
  },
};

/** Hidden: nothing covers the page and the status region is empty, ready to announce. */
export const Hidden: Story = {
  render: (args) => <LoaderOverlay {...args} isVisible={false} />,
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(await screen.findByRole('status')).toBeEmptyDOMElement();
  },
};

/** The generic default label when none is given. */
export const DefaultLabel: Story = {
  render: () => <LoaderOverlay isVisible />,
  play: async () => {
    const spinner = await screen.findByRole('progressbar', { name: 'Loading…' });
    // Visible once faded in.
    await waitFor(() => expect(spinner).toBeVisible());
  },
};

/**
 * Under `prefers-reduced-motion: reduce` the overlay appears without fading
 * (the spinner itself fades slowly instead of turning, see Spinner).
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  render: ({ label }) => <LoaderOverlay isVisible label={label} />,
  play: async () => {
    const spinner = await screen.findByRole('progressbar');
    const overlay = spinner.parentElement?.parentElement as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(overlay).animationDuration).toBe(reduced ? '0s' : '0.2s');
  },
};

/** The overlay over a product page, as shoppers see it after Buy Now. */
export const All: Story = {
  parameters: { layout: 'padded' },
  render: ({ label }) => <BuyNowPageExample label={label ?? 'Processing your order...'} isInitiallyVisible />,
  play: async () => {
    const spinner = await screen.findByRole('progressbar', { name: 'Processing your order...' });
    await waitFor(() => expect(spinner).toBeVisible());
    await expect(screen.getByRole('status')).toHaveTextContent('Processing your order...');
  },
};
