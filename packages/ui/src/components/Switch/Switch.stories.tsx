import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

/**
 * The default switch and a playground. States live in `Switch.features.stories.tsx`; guidance in
 * `Switch.mdx`.
 */
const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Order updates on WhatsApp', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    labelPlacement: { control: 'inline-radio', options: ['after', 'before'] },
  },
  decorators: [
    // A column as wide as the page would give it; the full-page `All` lays out its own.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the track or on the label turns it on; the next turns it off. Screen readers hear "switch, off". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Order updates on WhatsApp' });
    await expect(toggle).not.toBeChecked();

    await userEvent.click(canvas.getByText('Order updates on WhatsApp'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { description: 'Order placed, shipped and delivered.', labelPlacement: 'after', isDisabled: false, isPending: false },
};
