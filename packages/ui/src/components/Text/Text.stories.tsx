import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

/** The default Text and a playground; one story per option in `Text.features.stories.tsx`. */
const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Free delivery on orders above ₹999. Most orders ship within two working days.' },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
    size: { control: 'select', options: [undefined, 'xs', 'sm', 'md', 'lg', 'xl'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'brand', 'link', 'success', 'warning', 'critical', 'info', 'disabled'],
    },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'medium', 'semibold', 'bold'] },
    wrap: { control: 'inline-radio', options: ['normal', 'breakWord', 'balance', 'pretty'] },
    measure: { control: 'inline-radio', options: ['none', 'intro', 'prose'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the body type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/Free delivery/);
    await expect(paragraph.tagName).toBe('P');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { tone: 'muted', size: 'sm' } };
