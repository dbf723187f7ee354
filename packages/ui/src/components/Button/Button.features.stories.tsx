import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, type ButtonProps } from './Button';
import { ButtonMatrix } from './ButtonExamples/ButtonMatrix';

/** One story per variant, size and state, plus `All` for visual checks. */
const meta = {
  title: 'Components/Button/Features',
  component: Button,
  tags: ['!autodocs'],
  args: {
    children: 'Add to cart',
    onPress: fn(),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view: "Add to cart", "Place order", "Pay". */
export const Primary: Story = {
  args: { variant: 'primary' },
};

/** Alternatives next to a primary action: "Add to wishlist", "Save address". */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Add to wishlist' },
};

/** Low-emphasis actions inside dense UI: "Edit", "Cancel". */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Edit address' },
};

/** Destructive actions, usually behind a confirmation: "Remove", "Cancel order". */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Remove from cart' },
};

/** Dense desktop layouts only. Still above the 24 px minimum target size (WCAG 2.5.8). */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** The default: a 44 px touch target. */
export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Hero and checkout actions. */
export const Large: Story = {
  args: { size: 'lg', children: 'Place order' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Fills its container, e.g. the sticky "Add to cart" bar on phones. */
export const FullWidth: Story = {
  args: { isFullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }} data-testid="container">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    const container = canvas.getByTestId('container');
    await expect(button.getBoundingClientRect().width).toBe(container.getBoundingClientRect().width);
  },
};

/** An icon adds meaning to the label; it is hidden from screen readers, the label names the button. */
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CartIcon />
        Add to cart
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Tab moves focus to the button and shows the focus ring; Enter and Space both press it. */
export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/**
 * Not available right now (e.g. out of stock). Prefer explaining why next to
 * the button; a disabled button is skipped by Tab and ignores presses.
 */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Out of stock' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} />
      <Button variant="secondary">Notify me</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Out of stock' });
    await expect(button).toBeDisabled();

    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();

    // Tab skips it and lands on the next button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notify me' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Busy without a pending label: a spinner covers the label, which stays in
 * the accessibility tree so the button keeps its name and its width. It stays
 * focusable (focus is not lost) but ignores presses.
 */
export const Pending: Story = {
  args: { isPending: true, children: 'Place order' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place order' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();

    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Busy with a pending label: "Sending…" is shown and is the button's name while it lasts. */
export const PendingWithLabel: Story = {
  args: { isPending: true, pendingLabel: 'Sending…', children: 'Send enquiry' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SendEnquiry(args: ButtonProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      {...args}
      isPending={isPending}
      onPress={(event) => {
        args.onPress?.(event);
        // The request would start here; the story stays pending so the state can be inspected.
        setPending(true);
      }}
    />
  );
}

/**
 * The real flow: pressing starts the work and the button turns pending while
 * focused. react-aria announces the change through an assertive live region,
 * and further presses are ignored, so the enquiry is sent once.
 */
export const PendingAnnounced: Story = {
  args: { pendingLabel: 'Sending…', children: 'Send enquiry' },
  render: (args) => <SendEnquiry {...args} />,
  beforeEach: () => () => {
    // react-aria keeps an announcement in its live region for 7 s, pointing at
    // this story's button by id. Once the next story renders that id is gone,
    // and axe would blame the next story for the dangling reference.
    document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const pending = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute('aria-disabled', 'true');

    // The announcement points at the button, so screen readers read its new name.
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelector(`[aria-live="assertive"] [aria-labelledby~="${pending.id}"]`),
      ).not.toBeNull(),
    );

    await userEvent.keyboard('{Enter}');
    await userEvent.click(pending);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * Under `prefers-reduced-motion: reduce` the theme sets motion durations to 0, so
 * hover and press changes are instant. The test runner emulates the preference
 * for this story (`parameters.reducedMotion`).
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(button).transitionDuration).toBe(reduced ? '0s' : '0.12s');
  },
};

/** Every variant, size and state side by side: the story for visual review and snapshots. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ButtonMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 4 variants × (3 sizes + disabled + 2 pending) + full width.
    await expect(canvas.getAllByRole('button')).toHaveLength(4 * 6 + 1);
  },
};

function CartIcon() {
  return (
    <svg width="1.15em" height="1.15em" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h7.7a1.5 1.5 0 0 0 1.4-1l2-6.3H6.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
    </svg>
  );
}
