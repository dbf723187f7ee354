import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormGrid, FormGridItem } from './FormGrid';

/**
 * A customer's details in a two-column grid, and a playground. One story per
 * layout lives in `FormGrid.features.stories.tsx`; guidance in `FormGrid.mdx`.
 */
const meta = {
  title: 'Components/FormGrid',
  component: FormGrid,
  args: { columns: 2, children: null },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3] }, children: { control: false } },
  render: (args) => (
    <FormGrid {...args}>
      <TextField label="Full name" name="name" defaultValue="Priya Raghavan" />
      <TextField label="Mobile number" name="phone" type="tel" defaultValue="98450 12345" />
      <FormGridItem span="full">
        <TextField label="E-mail" name="email" type="email" defaultValue="priya@example.in" />
      </FormGridItem>
      <TextField label="City" name="city" defaultValue="Bengaluru" />
      <TextField label="Pincode" name="pincode" inputMode="numeric" defaultValue="560034" />
    </FormGrid>
  ),
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab goes through the fields in reading order: row by row, left to right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Pincode' }));
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveFocus();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
