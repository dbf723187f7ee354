import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingInput } from './RatingInput';
import { filledStars } from './RatingInputExamples/storyQueries';

/**
 * The default rating input and a playground. One story per state lives in
 * `RatingInput.features.stories.tsx`; designer guidance in `RatingInput.mdx`.
 */
const meta = {
  title: 'Components/RatingInput',
  component: RatingInput,
  args: { label: 'Your rating', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By mouse: clicking the fourth star chooses 4; the focus ring stays hidden after a click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(filledStars(canvasElement)).toBe(0);

    const four = canvas.getByRole('radio', { name: '4 stars' });
    await userEvent.click(four.closest('label') as HTMLElement);
    await expect(four).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(four.closest('label')).not.toHaveAttribute('data-focus-visible');

    await userEvent.unhover(four.closest('label') as HTMLElement);
    await expect(filledStars(canvasElement)).toBe(4);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    label: 'Your rating',
    description: 'How did the product work for you?',
    size: 'md',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose a rating from 1 to 5.',
  },
};
