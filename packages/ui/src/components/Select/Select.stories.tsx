import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';
import { sortOptions } from './SelectExamples/sortOptions';

/**
 * "Sort By" above the product grid, and a playground. Keyboard, controlled use
 * and validation live in `Select.features.stories.tsx`; guidance in `Select.mdx`.
 */
const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Sort By',
    defaultValue: 'default',
    onChange: fn(),
    children: sortOptions.map(({ id, name }) => (
      <SelectItem key={id} id={id}>
        {name}
      </SelectItem>
    )),
  },
  argTypes: {
    labelPosition: { control: 'inline-radio', options: ['top', 'side'] },
    children: { control: false },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: a click opens the list with the current choice focused, a
 * click on an option chooses it, closes the list and puts focus back on the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Sort By/ });
    await expect(trigger).toHaveTextContent('Default');

    await userEvent.click(trigger);
    const list = await page.findByRole('listbox', { name: 'Sort By' });
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Default' })).toHaveFocus());

    await userEvent.click(within(list).getByRole('option', { name: 'Price (Low to High)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Price (Low to High)');
    // The list's focus scope gives focus back in the frame after it closes.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { labelPosition: 'top', isDisabled: false, isInvalid: false, errorMessage: 'Please choose one' },
};
