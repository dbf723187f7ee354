import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { EditorForm } from './EditorForm';

const onSubmit = fn().mockName('onSubmit');

/** The default EditorForm and a playground; the save bar, a refused save and a conflict are in `EditorForm.features.stories.tsx`. */
const meta = {
  title: 'Components/EditorForm',
  component: EditorForm,
  args: {
    label: 'Edit “Privacy policy”',
    onSubmit,
    saveLabel: 'Save page',
    savingLabel: 'Saving…',
    gap: '5',
    children: (
      <>
        <TextField name="title" label="Title" isRequired defaultValue="Privacy policy" />
        <Checkbox defaultSelected>Shown in the footer</Checkbox>
      </>
    ),
  },
  argTypes: { children: { control: false }, problem: { control: false }, barActions: { control: false } },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof EditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A policy page's form: named after the page, its fields, and the save bar under them; Enter in a field saves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit “Privacy policy”' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), ' (India){Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { isSaving: false, saveSize: 'md' } };
