import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { MessageThread } from './MessageThread';
import { storyDate, storyThread } from './MessageThreadExamples/storyThread';

const [question, answer] = storyThread;

/** One story per case, plus `All` for visual checks. */
const meta = {
  title: 'Components/MessageThread/Features',
  component: MessageThread,
  tags: ['!autodocs'],
  args: { entries: storyThread, 'aria-label': 'Conversation' },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new message: only the visitor's words, no answer yet. */
export const Unanswered: Story = {
  args: { entries: [question!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByText('E-mailed')).toBeNull();
  },
};

/** Visitors' text is text: markup in it is shown as typed and never runs or renders. */
export const PlainTextOnly: Story = {
  args: { entries: [{ ...question!, body: 'Hi <img src=x onerror="alert(1)"> <b>urgent</b> <script>alert(1)</script>' }] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByText(/<b>urgent<\/b>/);
    await expect(body.querySelector('b, img, script')).toBeNull();
    await expect(body).toHaveTextContent('<script>alert(1)</script>');
    await expect(getComputedStyle(body).whiteSpace).toBe('pre-line');
  },
};

/** Each delivery state of an answer: words and icon, not colour alone. */
export const Deliveries: Story = {
  args: {
    entries: (['pending', 'sent', 'logged', 'failed'] as const).map((delivery, index) => ({ ...answer!, id: delivery, delivery, sentAt: new Date(Date.UTC(2025, 0, 15, 5 + index)) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Sending', 'E-mailed', 'Logged (no mail server)', 'Not delivered']) {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

/** The shop's words and date format from props. */
export const CustomCopy: Story = {
  args: {
    formatDate: () => 'yesterday',
    deliveryLabels: { sent: 'Mailed to the visitor' },
    directionLabels: { incoming: 'Customer wrote', outgoing: 'We replied' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mailed to the visitor')).toBeVisible();
    await expect(canvas.getAllByText('yesterday')[0]!.tagName).toBe('TIME');
    await expect(canvas.getByText('Customer wrote:', { exact: false })).toBeInTheDocument();
  },
};

/** A long unbroken address or word wraps inside the bubble instead of widening the page. */
export const LongWords: Story = {
  args: { entries: [{ ...question!, email: 'a.very.long.address.for.a.housing.society.committee@example-housing-society.in', body: 'https://example.in/'.padEnd(180, 'x') }] },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

/** The inbox's conversation and an unanswered message, for visual checks. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="thread-answered">
        <h2 id="thread-answered" className={layout.cardTitle}>
          Pigeon net for a balcony
        </h2>
        <MessageThread entries={storyThread} aria-labelledby="thread-answered" formatDate={storyDate} />
      </section>
      <section className={layout.card} aria-labelledby="thread-new">
        <h2 id="thread-new" className={layout.cardTitle}>
          Monkey spikes for a terrace
        </h2>
        <MessageThread
          entries={[{ ...question!, id: 'm-42', author: 'Vikram Singh', email: 'vikram@example.in', body: 'Do your monkey spikes fit a 6 inch parapet?' }]}
          aria-labelledby="thread-new"
          formatDate={storyDate}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
