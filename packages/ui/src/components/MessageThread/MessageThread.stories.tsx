import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageThread } from './MessageThread';
import { storyThread } from './MessageThreadExamples/storyThread';

/**
 * A contact message and the shop's answers, as the back-office inbox shows them, and a playground.
 * Other cases live in `MessageThread.features.stories.tsx`; guidance in `MessageThread.mdx`.
 */
const meta = {
  title: 'Components/MessageThread',
  component: MessageThread,
  args: { entries: storyThread, 'aria-label': 'Conversation with Asha Rao' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's message, then two answers: who wrote each, when, and whether its mail went out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('list', { name: 'Conversation with Asha Rao' });
    const entries = within(thread).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(within(entries[0]!).getByText('From the visitor:', { exact: false })).toBeInTheDocument();
    await expect(within(entries[0]!).getByText('<asha.rao@example.in>', { exact: false })).toBeVisible();
    await expect(within(entries[1]!).getByText('Answer from the shop:', { exact: false })).toBeInTheDocument();
    await expect(within(entries[1]!).getByText('E-mailed')).toBeVisible();
    await expect(within(entries[2]!).getByText('Sending')).toBeVisible();
    const time = entries[0]!.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', new Date(storyThread[0]!.sentAt).toISOString());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
