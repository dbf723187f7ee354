import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { LoadFailed } from './LoadFailed';

const retry = fn().mockName('retry');

/** One story per state and place, plus `All` for visual checks. */
const meta = {
  title: 'Feedback/LoadFailed/Features',
  component: LoadFailed,
  tags: ['!autodocs'],
  args: {
    message: 'We could not load the gallery just now. Please check your connection and try again.',
    onRetry: retry,
  },
  beforeEach: () => {
    retry.mockClear();
  },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard: Tab reaches the retry button, Enter retries. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** While retrying: the button shows a spinner and ignores presses. */
export const Retrying: Story = {
  args: { isRetrying: true, retryingLabel: 'Loading…' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading…' });
    await userEvent.click(button);
    await expect(retry).not.toHaveBeenCalled();
  },
};

/** The three lists that share it: products, gallery, articles; and one retrying. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Products">
        <LoadFailed
          message="We could not load our products just now. Please check your connection and try again."
          onRetry={retry}
        />
      </section>
      <section className={layout.card} aria-label="Gallery">
        <LoadFailed
          message="We could not load the gallery just now. Please check your connection and try again."
          onRetry={retry}
        />
      </section>
      <section className={layout.card} aria-label="Articles">
        <LoadFailed message="We could not load our articles just now. Please try again." onRetry={retry} isRetrying />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(3);
  },
};
