import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { Text } from '../Text/Text';
import { Surface } from './Surface';

/** The default Surface and a playground; one story per variant in `Surface.features.stories.tsx`. */
const meta = {
  title: 'Layout/Surface',
  component: Surface,
  args: {
    as: 'section',
    'aria-label': 'Delivery address',
    children: [
      <SectionHeader key="title" title="Delivery address" />,
      <Text key="text">Flat 4B, Sai Residency, Baner Road, Pune 411045</Text>,
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['raised', 'outlined', 'muted'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The raised white panel of the checkout and the cart: 20 px padding on phones, 24 px from 768 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Delivery address' });
    await expect(getComputedStyle(panel).paddingTop).toBe(window.innerWidth >= 768 ? '24px' : '20px');
    await expect(getComputedStyle(panel).boxShadow).not.toBe('none');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { variant: 'raised', padding: 'md' } };
