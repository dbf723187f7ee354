import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

/**
 * The default text area and a playground. States live in
 * `TextArea.features.stories.tsx`; designer guidance in `TextArea.mdx`.
 */
const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  argTypes: { description: { control: 'text' }, errorMessage: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter starts a new line inside the box instead of submitting the form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Pigeons on the balcony.{Enter}Need spikes for 12 m.');
    await expect(box).toHaveValue('Pigeons on the balcony.\nNeed spikes for 12 m.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Pigeons on the balcony.\nNeed spikes for 12 m.');
  },
};

export const Playground: Story = {
  args: {
    rows: 4,
    placeholder: '',
    description: 'Tell us where the birds sit and how large the area is.',
    isRequired: false,
    isInvalid: false,
    isDisabled: false,
    errorMessage: 'Please write your message',
  },
};
