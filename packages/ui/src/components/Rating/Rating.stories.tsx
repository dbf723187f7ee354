import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './Rating';
import { starsIn } from './storyQueries';

/**
 * The default rating and a playground. One story per case lives in
 * `Rating.features.stories.tsx`; designer guidance in `Rating.mdx`.
 */
const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.3 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.3 fills four stars and 30 % of the fifth; screen readers hear "Rated 4.3 out of 5". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rated 4.3 out of 5' });
    // One drawing: five empty stars, four full ones over them, and the fifth filled to its left 30 %.
    const [empty, whole, part] = image.querySelectorAll('svg path');
    await expect(starsIn(empty)).toBe(5);
    await expect(starsIn(whole)).toBe(4);
    await expect(starsIn(part)).toBe(1);
    await expect((part as SVGPathElement).style.clipPath).toBe('inset(0px 70% 0px 0px)');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { value: 4.3, size: 'md', showValue: true, reviewCount: 12 },
};
