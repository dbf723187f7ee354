import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed } from './LoadFailed';

const retry = fn().mockName('retry');

/** The default LoadFailed and a playground; the states are in `LoadFailed.features.stories.tsx`. */
const meta = {
  title: 'Feedback/LoadFailed',
  component: LoadFailed,
  args: {
    message: 'We could not load our products just now. Please check your connection and try again.',
    onRetry: retry,
  },
  beforeEach: () => {
    retry.mockClear();
  },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product grid could not be fetched: an alert with a retry button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load our products just now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { isRetrying: false, retryLabel: 'Try again' } };
