import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Rating } from './Rating';
import { starsIn } from './storyQueries';

/** One story per case, plus `All` for visual checks. */
const meta = {
  title: 'Components/Rating/Features',
  component: Rating,
  tags: ['!autodocs'],
  args: { value: 4.3 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Averages are rounded to 0.1 before drawing and naming: 4.26 shows as 4.3. */
export const RoundedToOneDecimal: Story = {
  args: { value: 4.26, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByText('4.3')).toBeVisible();
  },
};

/** A whole number is still shown with one decimal, like the product page's average. */
export const WholeNumber: Story = {
  args: { value: 4, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  },
};

/** No reviews yet: five empty stars. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rated 0.0 out of 5' });
    // The empty stars alone.
    await expect(image.querySelectorAll('svg path')).toHaveLength(1);
  },
};

/** Values outside 0…5 are clamped rather than drawing a sixth star. */
export const OutOfRange: Story = {
  args: { value: 7 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rated 5.0 out of 5' });
    const [empty, whole, ...rest] = image.querySelectorAll('svg path');
    await expect(starsIn(empty)).toBe(5);
    await expect(starsIn(whole)).toBe(5);
    await expect(rest).toHaveLength(0);
  },
};

/** The number after the stars. It sits inside the image, so it is not read twice. */
export const WithValue: Story = {
  args: { value: 4.3, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('4.3');
  },
};

/** The product page: average and number of reviews. The count is ordinary text, read after the rating. */
export const WithReviewCount: Story = {
  args: { value: 4.3, showValue: true, reviewCount: 128 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByText('128 reviews')).toBeVisible();
  },
};

/** Labels come from the storefront's copy. */
export const CustomCopy: Story = {
  args: {
    value: 3.5,
    reviewCount: 1,
    formatLabel: (value: string, max: number) => `${value} of ${max} stars`,
    formatReviewCount: (count: number) => `(${count})`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '3.5 of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('(1)')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg', showValue: true } };

function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={layout.example}>
      {children}
      <span className={layout.caption}>{caption}</span>
    </div>
  );
}

/** Sizes and fractions side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="rating-sizes">
        <header className={layout.cardHeader}>
          <h2 id="rating-sizes" className={layout.cardTitle}>
            Sizes
          </h2>
          <p className={layout.cardDescription}>Cards and review lists, the product page, rating summaries.</p>
        </header>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <div key={size} className={layout.row}>
            <span className={layout.rowLabel}>{size}</span>
            <Rating value={4.3} size={size} showValue reviewCount={128} />
          </div>
        ))}
      </section>
      <section className={layout.card} aria-labelledby="rating-fractions">
        <header className={layout.cardHeader}>
          <h2 id="rating-fractions" className={layout.cardTitle}>
            Precision 0.1
          </h2>
          <p className={layout.cardDescription}>The last star fills in proportion to the decimal.</p>
        </header>
        <div className={layout.row}>
          <div className={layout.examples}>
            {[0, 1.5, 2.7, 3.2, 4.3, 4.9, 5].map((value) => (
              <Example key={value} caption={value.toFixed(1)}>
                <Rating value={value} />
              </Example>
            ))}
          </div>
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Rated 2.7 out of 5' })).toBeVisible();
  },
};
