import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

/**
 * The default Box and a playground. One story per use lives in
 * `Box.features.stories.tsx`; guidance in `Box.mdx`.
 */
const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: { mobile: '4', md: '6' },
    background: 'surface',
    border: 'default',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: 'A raised panel built from token props only.',
  },
  argTypes: { as: { control: 'text' }, children: { control: 'text' } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A white panel on the page background: padding, border, radius and shadow from tokens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByText('A raised panel built from token props only.');
    await expect(getComputedStyle(panel).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(panel).borderTopLeftRadius).toBe('12px');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
