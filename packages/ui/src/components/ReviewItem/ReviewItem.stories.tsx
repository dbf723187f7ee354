import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewItem } from './ReviewItem';
import { storyReviews } from './ReviewItemExamples/storyReviews';

/**
 * A review as the product page lists it, and a playground. My Reviews and the
 * other cases live in `ReviewItem.features.stories.tsx`; guidance in `ReviewItem.mdx`.
 */
const meta = {
  title: 'Components/ReviewItem',
  component: ReviewItem,
  args: { ...storyReviews[0] },
  argTypes: {
    status: { control: 'inline-radio', options: [undefined, 'published', 'pending', 'draft', 'rejected'] },
    appearance: { control: 'inline-radio', options: ['plain', 'card'] },
    createdAt: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Name, stars, "3 days ago" (a `<time>` with the exact date as its tooltip),
 * the verified-purchase badge and the text.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('article');
    await expect(within(review).getByText('Priya Nair')).toBeVisible();
    await expect(within(review).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(within(review).getByText('Verified purchase')).toBeVisible();

    const time = within(review).getByText('3 days ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', storyReviews[0].createdAt.toISOString());
    await expect(time.getAttribute('title')).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/i);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { appearance: 'plain', verifiedLabel: 'Verified purchase' },
};
