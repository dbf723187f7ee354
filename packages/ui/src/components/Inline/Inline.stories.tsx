import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

/** The default Inline and a playground; one story per use in `Inline.features.stories.tsx`. */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: '3',
    children: [
      <Button key="save">Save address</Button>,
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['left', 'center', 'right', 'space-between'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline', 'stretch'] },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg', 'xl'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two buttons side by side, 12 px apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save address' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(Math.round(cancel.left - save.right)).toBe(12);
    await expect(Math.round(cancel.top)).toBe(Math.round(save.top));
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { align: 'left', alignY: 'center', wrap: true } };
