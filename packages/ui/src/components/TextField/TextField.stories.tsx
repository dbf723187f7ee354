import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

/**
 * The default text field and a playground. One story per state lives in
 * `TextField.features.stories.tsx`; designer guidance in `TextField.mdx`.
 */
const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Full Name',
    autoComplete: 'name',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password', 'url'] },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label focuses the input; what is typed reaches `onChange`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full Name' });

    await userEvent.click(canvas.getByText('Full Name'));
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'Priya Sharma');
    await expect(input).toHaveValue('Priya Sharma');
    await expect(args.onChange).toHaveBeenLastCalledWith('Priya Sharma');
  },
};

/** Every prop as a control, for trying combinations. */
export const Playground: Story = {
  args: {
    type: 'text',
    placeholder: '',
    description: 'As it should appear on the parcel.',
    isRequired: false,
    isInvalid: false,
    isDisabled: false,
    isReadOnly: false,
    errorMessage: 'Please enter your full name',
  },
};
