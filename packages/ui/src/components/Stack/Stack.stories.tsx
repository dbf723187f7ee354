import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import { Stack } from './Stack';

/** The default Stack and a playground; one story per use in `Stack.features.stories.tsx`. */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: '4',
    children: [
      <LayoutSample key="1">Delivery address</LayoutSample>,
      <LayoutSample key="2">Order summary</LayoutSample>,
      <LayoutSample key="3">Payment</LayoutSample>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['stretch', 'left', 'center', 'right'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sections one above the other, 16 px apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Delivery address');
    const second = within(canvasElement).getByText('Order summary');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(16);
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { align: 'stretch', dividers: false } };
