import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeader } from './SectionHeader';

/** The default SectionHeader and a playground; one story per use in `SectionHeader.features.stories.tsx`. */
const meta = {
  title: 'Layout/SectionHeader',
  component: SectionHeader,
  args: { title: 'Order summary' },
  argTypes: { level: { control: 'inline-radio', options: [2, 3] }, action: { control: false } },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel's title: an h2 at 20 px, bold. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 2, name: 'Order summary' });
    await expect(getComputedStyle(title).fontSize).toBe('20px');
    await expect(getComputedStyle(title).fontWeight).toBe('700');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { description: 'Prices include GST.' } };
