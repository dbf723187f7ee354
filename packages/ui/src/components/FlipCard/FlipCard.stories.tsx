import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FlipCard } from './FlipCard';
import { AuthCardExample } from './FlipCardExamples/AuthCardExample';

/**
 * The sign-up page's login/register card and a playground. One story per
 * behaviour lives in `FlipCard.features.stories.tsx`; designer guidance in `FlipCard.mdx`.
 */
const meta = {
  title: 'Components/FlipCard',
  component: FlipCard,
  args: {
    flipped: false,
    onFlip: fn(),
    front: null,
    back: null,
  },
  argTypes: {
    front: { control: false },
    back: { control: false },
  },
  // The page holds the face and the fields; the faces' own buttons flip the card.
  render: ({ front: _front, back: _back, ...args }) => <AuthCardExample {...args} />,
} satisfies Meta<typeof FlipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click on "Create an account" turns the card to the register face and
 * focus lands on its heading; `onFlip` reports the faces when the turn ends.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));

    const heading = await canvas.findByRole('heading', { name: 'Register' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Login' })).toBeNull();
    await waitFor(() => expect(args.onFlip).toHaveBeenCalledWith('back', 'front'));
  },
};

/** Every prop as a control; the faces' buttons flip the card. */
export const Playground: Story = {
  args: { flipDuration: 600, fadeDuration: 200, moveFocusOnFlip: true },
};
