import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { RatingInput, type RatingInputProps } from './RatingInput';
import { filledStars } from './RatingInputExamples/storyQueries';

/** One story per state and input method, plus `All` for visual checks. */
const meta = {
  title: 'Components/RatingInput/Features',
  component: RatingInput,
  tags: ['!autodocs'],
  args: { label: 'Your rating', onChange: fn() },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelOf = (radio: HTMLElement) => radio.closest('label') as HTMLElement;

/**
 * Hovering previews a rating without choosing it; leaving the stars shows the
 * chosen rating again. Touch has no hover, so nothing sticks on phones.
 */
export const HoverPreview: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(filledStars(canvasElement)).toBe(4);

    await userEvent.hover(labelOf(canvas.getByRole('radio', { name: '2 stars' })));
    await expect(filledStars(canvasElement)).toBe(2);
    await userEvent.hover(labelOf(canvas.getByRole('radio', { name: '5 stars' })));
    await expect(filledStars(canvasElement)).toBe(5);

    await userEvent.unhover(labelOf(canvas.getByRole('radio', { name: '5 stars' })));
    await expect(filledStars(canvasElement)).toBe(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * By keyboard: the group is one Tab stop. With nothing chosen Tab lands on
 * "1 star"; arrow keys move the choice, with a visible focus ring.
 */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <RatingInput {...args} />
      <Button variant="secondary">Next field</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const one = canvas.getByRole('radio', { name: '1 star' });

    await userEvent.tab();
    await expect(one).toHaveFocus();
    await expect(labelOf(one)).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{ArrowRight}');
    const two = canvas.getByRole('radio', { name: '2 stars' });
    await expect(two).toHaveFocus();
    await expect(two).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(filledStars(canvasElement)).toBe(4);

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    // One Tab stop: the next Tab leaves the stars.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    // Shift+Tab comes back to the chosen star, not the first one.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  },
};

/** The same choice by mouse and by keyboard ends in the same state. */
export const MouseThenKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const three = canvas.getByRole('radio', { name: '3 stars' });
    await userEvent.click(labelOf(three));
    await expect(three).toBeChecked();
    await expect(three).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 3);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 4);
  },
};

function ReviewForm(args: RatingInputProps & { onSubmit: (rating: FormDataEntryValue | null) => void }) {
  const { onSubmit, ...props } = args;
  return (
    <form
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('rating'));
      }}
    >
      <RatingInput {...props} />
      <Button type="submit">Submit review</Button>
    </form>
  );
}

const submitted = fn().mockName('onSubmit');

/**
 * Required in a form: submitting without a rating shows the error and moves
 * focus to the first star; choosing one clears it and the form submits.
 */
export const Required: Story = {
  args: { isRequired: true, name: 'rating', errorMessage: 'Choose a rating from 1 to 5.' },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => <ReviewForm {...args} onSubmit={submitted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeRequired();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(submitted).not.toHaveBeenCalled();
    const error = await canvas.findByText('Choose a rating from 1 to 5.');
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(error.textContent);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.queryByText('Choose a rating from 1 to 5.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(submitted).toHaveBeenCalledWith('4');
  },
};

/** Invalid from outside (the server said so): the message is tied to the group and read with it. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please provide a rating and a review.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please provide a rating and a review.');
  },
};

/** Help text is read as the group's description. */
export const WithDescription: Story = {
  args: { description: 'How well did it keep the pigeons away?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'How well did it keep the pigeons away?',
    );
  },
};

/** Disabled: skipped by Tab, ignores clicks and hover. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: '5 stars' })));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(filledStars(canvasElement)).toBe(3);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Read-only: focusable and readable, but the choice cannot change. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledRating(args: RatingInputProps) {
  const [rating, setRating] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <RatingInput
        {...args}
        value={rating}
        onChange={(next) => {
          args.onChange?.(next);
          setRating(next);
        }}
      />
      <output>{rating === null ? 'No rating yet' : `You chose ${rating}`}</output>
      <Button variant="ghost" size="sm" onPress={() => setRating(null)}>
        Clear rating
      </Button>
    </div>
  );
}

/** Controlled by the page, which can also clear it. */
export const Controlled: Story = {
  render: (args) => <ControlledRating {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(labelOf(canvas.getByRole('radio', { name: '5 stars' })));
    await expect(canvas.getByText('You chose 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear rating' }));
    await expect(canvas.getByText('No rating yet')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  },
};

/** The shop's words for each star. */
export const CustomStarLabels: Story = {
  args: {
    formatStarLabel: (stars: number) => ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'][stars - 1] ?? `${stars}`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Excellent' })).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'lg', defaultValue: 5 } };

/** States side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="rating-input-states">
        <header className={layout.cardHeader}>
          <h2 id="rating-input-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Empty stars are outlined so they read as controls.</p>
        </header>
        <div className={layout.row}>
          <RatingInput label="Empty" />
        </div>
        <div className={layout.row}>
          <RatingInput label="Chosen" defaultValue={4} description="Tell others how it worked for you." />
        </div>
        <div className={layout.row}>
          <RatingInput label="Required, invalid" isRequired isInvalid errorMessage="Choose a rating from 1 to 5." />
        </div>
        <div className={layout.row}>
          <RatingInput label="Disabled" isDisabled defaultValue={3} />
        </div>
      </section>
      <section className={layout.card} aria-labelledby="rating-input-sizes">
        <header className={layout.cardHeader}>
          <h2 id="rating-input-sizes" className={layout.cardTitle}>
            Sizes
          </h2>
          <p className={layout.cardDescription}>44 px targets in forms; 52 px where the rating is the question.</p>
        </header>
        <div className={layout.row}>
          <RatingInput label="md" defaultValue={4} />
        </div>
        <div className={layout.row}>
          <RatingInput label="lg" size="lg" defaultValue={4} />
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(6);
    for (const star of within(canvasElement).getAllByRole('radio')) {
      const { width, height } = labelOf(star).getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};
