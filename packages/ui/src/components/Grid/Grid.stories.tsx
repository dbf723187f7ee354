import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import { Grid } from './Grid';

const cells = ['Spikes', 'Nets', 'Gel', 'Repeller', 'Kits', 'Tools'];

/** The default Grid and a playground; one story per use in `Grid.features.stories.tsx`. */
const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    columns: { mobile: 2, md: 3 },
    gap: '4',
    children: cells.map((cell) => <LayoutSample key={cell}>{cell}</LayoutSample>),
  },
  argTypes: {
    minColumnWidth: { control: 'inline-radio', options: [undefined, 'xs', 'sm', 'md', 'lg', 'xl'] },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns on phones, three from 768 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Spikes').parentElement!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 768 ? 3 : 2);
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
