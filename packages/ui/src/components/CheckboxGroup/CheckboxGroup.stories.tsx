import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

/**
 * The default group and a playground. The filter panel and other states live in
 * `CheckboxGroup.features.stories.tsx`; designer guidance in `CheckboxGroup.mdx`.
 */
const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Categories',
    onChange: fn(),
    children: [
      <Checkbox key="spikes" value="bird-spikes">
        Bird Spikes
      </Checkbox>,
      <Checkbox key="nets" value="bird-nets">
        Bird Nets
      </Checkbox>,
      <Checkbox key="accessories" value="accessories">
        Accessories
      </Checkbox>,
    ],
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
    description: { control: 'text' },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its label; `onChange` gets every checked value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bird Spikes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accessories' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['bird-spikes', 'accessories']);

    await userEvent.click(canvas.getByText('Bird Spikes'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['accessories']);
  },
};

export const Playground: Story = {
  args: { orientation: 'vertical', description: '', isDisabled: false, isInvalid: false, errorMessage: 'Choose at least one' },
};
