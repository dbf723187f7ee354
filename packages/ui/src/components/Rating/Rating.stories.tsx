import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './Rating';

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
    const filled = image.querySelectorAll('svg path:nth-child(2)');
    // Four full stars and a fifth clipped to its left 30 %.
    await expect(filled).toHaveLength(5);
    await expect((filled[3] as SVGPathElement).style.clipPath).toBe('inset(0px 0% 0px 0px)');
    await expect((filled[4] as SVGPathElement).style.clipPath).toBe('inset(0px 70% 0px 0px)');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { value: 4.3, size: 'md', showValue: true, reviewCount: 12 },
};
