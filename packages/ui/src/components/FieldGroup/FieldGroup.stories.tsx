import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormGrid } from '../FormGrid/FormGrid';
import { TextField } from '../TextField/TextField';
import { FieldGroup } from './FieldGroup';

/**
 * A delivery address as one group, and a playground. One story per state
 * lives in `FieldGroup.features.stories.tsx`; guidance in `FieldGroup.mdx`.
 */
const meta = {
  title: 'Components/FieldGroup',
  component: FieldGroup,
  args: { legend: 'Delivery address', description: 'Where the courier brings the parcel.', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <FieldGroup {...args}>
      <FormGrid>
        <TextField label="House and street" name="line1" defaultValue="14, 3rd Cross, Koramangala" />
        <TextField label="City" name="city" defaultValue="Bengaluru" />
        <TextField label="Pincode" name="pincode" defaultValue="560034" />
        <TextField label="State" name="state" defaultValue="Karnataka" />
      </FormGrid>
    </FieldGroup>
  ),
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields are a named group with a description; Tab enters the first field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Delivery address' });
    await expect(group).toHaveAccessibleDescription('Where the courier brings the parcel.');
    await userEvent.tab();
    await expect(within(group).getByRole('textbox', { name: 'House and street' })).toHaveFocus();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { errorMessage: 'Enter an address we deliver to.', isDisabled: false },
};
