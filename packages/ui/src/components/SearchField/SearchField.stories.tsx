import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/**
 * The header's search form and a playground. The collapsed (phone) form,
 * Escape and both widths live in `SearchField.features.stories.tsx`; guidance in `SearchField.mdx`.
 */
const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { placeholder: 'Search BirdShield India', onSubmit: fn(), onChange: fn() },
  argTypes: { collapse: { control: 'inline-radio', options: ['auto', 'always', 'never'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing and Enter submit the trimmed text; the search button does the same
 * with the mouse. Empty or blank text submits nothing.
 */
export const Default: Story = {
  args: { collapse: 'never' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search products' })).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toHaveAttribute('placeholder', 'Search BirdShield India');

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, 'bird spikes  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith('bird spikes');

    await userEvent.clear(input);
    await userEvent.type(input, 'net');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith('net');
  },
};

export const Playground: Story = {
  args: { collapse: 'auto', label: 'Search products', submitLabel: 'Search', openLabel: 'Search' },
};
