import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { ToastDemoExample } from './ToastExamples/ToastDemoExample';
import { ToastMatrix } from './ToastExamples/ToastMatrix';
import { toast, toastTimeouts } from './toastQueue';

/** One story per tone, timing and way of reaching a toast, plus `All` for visual checks. */
const meta = {
  title: 'Components/Toast/Features',
  component: ToastDemoExample,
  tags: ['!autodocs'],
  args: {
    tone: 'success',
    message: "Message sent successfully! We'll get back to you as soon as possible !!",
    timeout: toastTimeouts.storefront,
    buttonLabel: 'Send message',
  },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastDemoExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Raises the story's toast from its button and returns the pieces. */
async function raise(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Send message' });
  await userEvent.click(button);
  const toastElement = await screen.findByRole('alertdialog');
  return { button, toastElement, raisedAt: Date.now() };
}

/**
 * By keyboard: Enter raises the toast and focus stays on the button. F6 jumps
 * to the notifications landmark, Tab reaches the ✕, Enter closes the toast,
 * and focus returns to the button.
 */
export const KeyboardReachAndClose: Story = {
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: /notification/i });
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = within(region).getByRole('button', { name: 'Close' });
    for (let i = 0; i < 3 && document.activeElement !== close; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * The live region: each toast's text is in a `role="alert"` element, so it is
 * announced when it appears; a second toast is announced on its own and stacks on top.
 */
export const Announcements: Story = {
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const region = screen.getByRole('region', { name: /notification/i });
    const [first] = within(region).getAllByRole('alert');
    await expect(first).toHaveAttribute('aria-atomic', 'true');
    await expect(first).toHaveTextContent("Message sent successfully! We'll get back to you as soon as possible !!");

    toast.error('Failed to send your message. Please try again!', { timeout: 0 });
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(2));
    const [newest] = within(region).getAllByRole('alertdialog');
    await expect(within(newest as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Failed to send your message. Please try again!',
    );
  },
};

/** Storefront toasts close by themselves after 3000 ms (`toastTimeouts.storefront`). */
export const AutoClose3000: Story = {
  play: async ({ canvasElement }) => {
    const { toastElement, raisedAt } = await raise(canvasElement);
    await sleep(2500);
    await expect(toastElement).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(Date.now() - raisedAt).toBeGreaterThanOrEqual(2900);
  },
};

/** Account and checkout toasts stay 5000 ms (`toastTimeouts.account`, the default queue's timeout). */
export const AutoClose5000: Story = {
  args: { timeout: toastTimeouts.account },
  play: async ({ canvasElement }) => {
    const { toastElement, raisedAt } = await raise(canvasElement);
    await sleep(4400);
    await expect(toastElement).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(Date.now() - raisedAt).toBeGreaterThanOrEqual(4900);
  },
};

/** While the pointer rests on a toast its timer stops, so a slow reader can finish; it runs again on leave. */
export const PauseOnHover: Story = {
  args: { timeout: 1200 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    await userEvent.hover(toastElement);
    await sleep(1800);
    await expect(toastElement).toBeInTheDocument();

    await userEvent.unhover(toastElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2500 });
  },
};

/** While focus is inside the region the timer stops too; it resumes when focus leaves. */
export const PauseOnFocus: Story = {
  args: { timeout: 1200 },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toastElement = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: /notification/i }).contains(document.activeElement)).toBe(true));
    await sleep(1800);
    await expect(toastElement).toBeInTheDocument();

    // Tab on out of the region (past the ✕, round to the page); then the timer runs again.
    const region = screen.getByRole('region', { name: /notification/i });
    for (let i = 0; i < 4 && region.contains(document.activeElement); i += 1) await userEvent.tab();
    await expect(region.contains(document.activeElement)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2500 });
  },
};

/** Success: something worked. */
export const SuccessTone: Story = {
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    await expect(toastElement).toHaveAccessibleName("Message sent successfully! We'll get back to you as soon as possible !!");
  },
};

/** Error: something failed. */
export const ErrorTone: Story = {
  args: { tone: 'error', message: 'Failed to send your message. Please try again!', timeout: 0 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    await expect(toastElement).toHaveAccessibleName('Failed to send your message. Please try again!');
  },
};

/** Info: neutral news. */
export const InfoTone: Story = {
  args: { tone: 'info', message: 'Link copied to clipboard!', timeout: 0 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    await expect(toastElement).toHaveAccessibleName('Link copied to clipboard!');
  },
};

/** With a title: the title names the toast and the message describes it. */
export const WithTitle: Story = {
  args: { tone: 'error', title: 'Email', message: 'Enter a valid email address.', timeout: 0 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    await expect(toastElement).toHaveAccessibleName('Email');
    await expect(toastElement).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/** At most three at once, newest on top; the rest wait and show as earlier ones close. */
export const Stacked: Story = {
  render: () => (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          toast.error('full_name: This field is required.', { timeout: 0 });
          toast.error('email: Enter a valid email address.', { timeout: 0 });
          toast.error('phone: Enter a valid phone number.', { timeout: 0 });
          toast.error('password: This password is too short.', { timeout: 0 });
        }}
      >
        Register
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    const region = await screen.findByRole('region', { name: /notification/i });
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    await expect(toasts[0]).toHaveAccessibleName('password: This password is too short.');

    await userEvent.click(within(toasts[0] as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(region).getAllByRole('alertdialog').map((t) => t.textContent)).toEqual([
        'phone: Enter a valid phone number.',
        'email: Enter a valid email address.',
        'full_name: This field is required.',
      ]),
    );
  },
};

/**
 * Under `prefers-reduced-motion: reduce` the toast appears without sliding. The
 * test runner emulates the preference for this story (`parameters.reducedMotion`).
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    const { toastElement } = await raise(canvasElement);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(toastElement).animationDuration).toBe(reduced ? '0s' : '0.2s');
  },
};

/** Every tone and the stacked layout, drawn in place for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ToastMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(5);
    await expect(canvas.getAllByRole('alert')).toHaveLength(5);
  },
};
