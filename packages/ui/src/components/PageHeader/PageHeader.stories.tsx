import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

/** The default PageHeader and a playground; one story per use in `PageHeader.features.stories.tsx`. */
const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Offers',
    intro: 'This month’s savings on bird spikes, nets and monkey repellers. Prices include GST.',
  },
  argTypes: { actions: { control: false }, breadcrumbs: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offers page: its h1, an introduction and the rule under them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Offers' });
    const header = title.parentElement!;
    await expect(getComputedStyle(header).borderBottomStyle).toBe('solid');
    await expect(getComputedStyle(header).paddingBottom).toBe('16px');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
