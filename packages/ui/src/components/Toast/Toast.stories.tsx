import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastDemoExample } from './ToastExamples/ToastDemoExample';
import { toast, toastTimeouts } from './toastQueue';

/**
 * A toast raised from a button, and a playground. Timing, keyboard and
 * announcement stories live in `Toast.features.stories.tsx`; guidance in `Toast.mdx`.
 */
const meta = {
  title: 'Components/Toast',
  component: ToastDemoExample,
  args: {
    tone: 'success',
    message: "Message sent successfully! We'll get back to you as soon as possible !!",
    timeout: toastTimeouts.storefront,
    closeLabel: 'Close',
    buttonLabel: 'Send message',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    timeout: { control: { type: 'number', step: 500 } },
  },
  // Toasts live in one app-wide queue: start and end every story with it empty.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastDemoExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: the toast appears at the top centre and is announced through its
 * live region without taking focus; its ✕ closes it and focus goes back to
 * the button that was focused before.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await userEvent.click(button);

    const region = await screen.findByRole('region', { name: /notification/i });
    const toastElement = within(region).getByRole('alertdialog');
    await expect(within(toastElement).getByRole('alert')).toHaveTextContent(
      "Message sent successfully! We'll get back to you as soon as possible !!",
    );
    await expect(button).toHaveFocus();

    // Top centre: near the top edge, centred horizontally.
    const rect = region.getBoundingClientRect();
    await expect(rect.top).toBeLessThanOrEqual(24);
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);

    await userEvent.click(within(toastElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Every option as a control; press the button to see the toast. */
export const Playground: Story = {
  args: { buttonLabel: 'Show toast' },
};
