import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

/** The default Heading and a playground; one story per option in `Heading.features.stories.tsx`. */
const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Bird spikes and nets' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: [undefined, 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'brand'] },
    weight: { control: 'inline-radio', options: ['bold', 'semibold'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page title: an h1 at 24 px on phones, 30 px from 768 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Bird spikes and nets' });
    await expect(getComputedStyle(heading).fontSize).toBe(window.innerWidth >= 768 ? '30px' : '24px');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { level: 2 } };
