import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { CartIcon } from './icons/shell';

/** The Icon base and a playground; every icon by name in `Icon.features.stories.tsx`. */
const meta = {
  title: 'Components/Icon',
  component: CartIcon,
  args: { size: '1.25em' },
  argTypes: {
    size: { control: 'inline-radio', options: ['1em', '1.2em', '1.25em', '1.5rem'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: drawn in the text colour at the text's size, hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  },
};

/** With a `label` the icon is an image with that name, for an icon that stands alone and means something. */
export const Labelled: Story = {
  args: { label: 'Cart' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cart' });
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};

/** The base on its own, drawing a path it is given (for a new icon in this folder). */
export const Base: Story = {
  render: () => (
    <Icon label="Plus">
      <path d="M12 5v14M5 12h14" />
    </Icon>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Plus' })).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
