import type { Meta, StoryObj } from '@storybook/react-vite';
import { subDays } from 'date-fns';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { ReviewItem } from './ReviewItem';
import * as list from './ReviewItemExamples/storyList.css';
import { storyReviews } from './ReviewItemExamples/storyReviews';

const [priya, irfan, kavya] = storyReviews;

/** One story per case, plus `All` for visual checks. */
const meta = {
  title: 'Components/ReviewItem/Features',
  component: ReviewItem,
  tags: ['!autodocs'],
  args: { ...irfan },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer text is text: markup in it is shown as typed and never runs or renders. */
export const PlainTextOnly: Story = {
  args: {
    text: '<b>Great</b> product <img src=x onerror="alert(1)"> <script>alert("hi")</script>',
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/<b>Great<\/b> product/);
    await expect(text.tagName).toBe('P');
    await expect(text.querySelector('b, img, script')).toBeNull();
    await expect(text).toHaveTextContent('<script>alert("hi")</script>');
  },
};

/** The customer's line breaks are kept. */
export const LineBreaks: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Good quality steel/);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
    await expect(text.getClientRects().length).toBeGreaterThan(0);
  },
};

/** The API sends `created_at` as an ISO string; it gives the same relative date. */
export const IsoDate: Story = {
  args: { createdAt: subDays(new Date(), 10).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10 days ago').tagName).toBe('TIME');
  },
};

/** My Reviews: the product title as a heading, the status badge, a card. */
export const MyReviews: Story = {
  args: { ...priya, productTitle: 'Stainless Steel Bird Spikes, 10 ft (Pack of 10)', status: 'pending', appearance: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Stainless Steel Bird Spikes, 10 ft (Pack of 10)' })).toBeVisible();
    const badge = canvas.getByText('Pending');
    await expect(badge).toBeVisible();
    await expect(badge.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Published, pending, draft and rejected: icon, word and tone. A missing status shows no badge. */
export const Statuses: Story = {
  render: (args) => (
    <ul className={list.cardList}>
      {(['published', 'pending', 'draft', 'rejected'] as const).map((status) => (
        <li key={status}>
          <ReviewItem {...args} status={status} appearance="card" productTitle="Anti-Bird Net, 10 × 10 ft" />
        </li>
      ))}
      <li>
        <ReviewItem {...args} appearance="card" productTitle="Anti-Bird Net, 10 × 10 ft" />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Published', 'Pending', 'Draft', 'Not published']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

const shopReply = { text: 'Thank you, Priya! For glazed tiles, use our clear adhesive so the strips stay put in the monsoon.', repliedAt: subDays(new Date(), 1) };

/** The shop's public reply under the review, as the product page shows it: labelled, dated, plain text. */
export const WithShopReply: Story = {
  args: { ...priya, reply: shopReply, replyLabel: 'Reply from BirdShield' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('complementary', { name: 'Reply from BirdShield' });
    await expect(reply).toBeVisible();
    await expect(within(reply).getByText(/clear adhesive/)).toBeVisible();
    await expect(within(reply).getByText('1 day ago').tagName).toBe('TIME');
    // Inside the review's article, so a screen reader hears it as part of that review.
    await expect(reply.closest('article')).toBe(canvas.getByRole('article'));
  },
};

/** My Reviews: a rejected review with the shop's reason, which only its author sees. */
export const RejectedWithReason: Story = {
  args: { ...kavya, status: 'rejected', appearance: 'card', productTitle: 'Anti-Bird Net, 10 × 10 ft', rejectionReason: 'It is about delivery, not the product. Please tell us how the net works for you.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not published')).toBeVisible();
    await expect(canvas.getByText('Why it was not published')).toBeVisible();
    await expect(canvas.getByText(/about delivery, not the product/)).toBeVisible();
  },
};

/** The shop's words: badge labels and date formats from props. */
export const CustomCopy: Story = {
  args: {
    ...kavya,
    status: 'draft',
    statusLabels: { draft: 'Not submitted' },
    isVerifiedPurchase: true,
    verifiedLabel: 'Bought on BirdShield',
    formatRelativeDate: () => 'earlier today',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not submitted')).toBeVisible();
    await expect(canvas.getByText('Bought on BirdShield')).toBeVisible();
    await expect(canvas.getByText('earlier today').tagName).toBe('TIME');
  },
};

/** The product page's list and My Reviews' cards. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="reviews-product">
        <h2 id="reviews-product" className={layout.cardTitle}>
          Customer reviews
        </h2>
        <ul className={list.dividedList}>
          {storyReviews.map((review) => (
            <li key={review.userName} className={list.dividedItem}>
              <ReviewItem {...review} reply={review === priya ? shopReply : undefined} />
            </li>
          ))}
        </ul>
      </section>
      <section className={layout.card} aria-labelledby="reviews-mine">
        <h2 id="reviews-mine" className={layout.cardTitle}>
          Your Reviews
        </h2>
        <ul className={list.cardList}>
          <li>
            <ReviewItem {...priya} productTitle="Stainless Steel Bird Spikes, 10 ft (Pack of 10)" status="published" appearance="card" />
          </li>
          <li>
            <ReviewItem {...irfan} productTitle="Polycarbonate Bird Spikes, UV Stabilised, 1 ft Strips (Pack of 20)" status="pending" appearance="card" />
          </li>
          <li>
            <ReviewItem {...kavya} productTitle="Anti-Bird Net, 10 × 10 ft, Black Nylon" status="draft" appearance="card" />
          </li>
          <li>
            <ReviewItem
              {...kavya}
              productTitle="Monkey Spikes, Galvanised, 1 m"
              status="rejected"
              rejectionReason="It is about delivery, not the product. Please tell us how the spikes work for you."
              appearance="card"
            />
          </li>
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('complementary', { name: 'Reply from the shop' })).toBeVisible();
    await expect(canvas.getAllByText('3 days ago')).toHaveLength(2);
  },
};
