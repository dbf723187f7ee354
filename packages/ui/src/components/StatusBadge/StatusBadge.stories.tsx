import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

/** The default status badge, a playground, and the tones side by side; guidance in `StatusBadge.mdx`. */
const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', icon: 'check', children: 'Live' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'error', 'info', 'neutral'] },
    icon: { control: 'select', options: ['clock', 'box', 'truck', 'check', 'cross', 'alert', 'refund', 'pencil', 'tick', 'ticks', 'eye', 'shield'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sale running now: "Live", with a tick as well as the success colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { tone: 'info', icon: 'clock', children: 'Upcoming', size: 'md' },
};

const fillOf = (canvasElement: HTMLElement, text: string) =>
  getComputedStyle(within(canvasElement).getByText(text).parentElement as HTMLElement).backgroundColor;

/** A sale's three states: coming (info), running (success), over (neutral); each its own fill. */
export const SaleStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusBadge tone="info" icon="clock">
        Upcoming
      </StatusBadge>
      <StatusBadge tone="success" icon="check">
        Live
      </StatusBadge>
      <StatusBadge tone="neutral" icon="cross">
        Ended
      </StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(fillOf(canvasElement, 'Upcoming')).not.toBe(fillOf(canvasElement, 'Live'));
    await expect(fillOf(canvasElement, 'Live')).not.toBe(fillOf(canvasElement, 'Ended'));
  },
};
