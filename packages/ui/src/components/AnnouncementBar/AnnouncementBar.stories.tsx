import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnnouncementBar } from './AnnouncementBar';
import { shopContact, shopHeadlines, shopHours } from './AnnouncementBarExamples/storyContent';

/**
 * The shop's top bar and a playground. One story per behaviour lives in
 * `AnnouncementBar.features.stories.tsx`; designer guidance in `AnnouncementBar.mdx`.
 */
const meta = {
  title: 'Components/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
  args: {
    contact: shopContact,
    secondary: shopHours,
    headlines: shopHeadlines,
  },
  argTypes: {
    headlines: { control: 'object' },
    secondary: { control: 'text' },
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A named region; the number is a link to the WhatsApp chat whose name says
 * where it goes; one headline is in the page at a time, with a pause button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    const link = within(bar).getByRole('link', { name: '+91 98765 43210, chat on WhatsApp, opens in a new tab' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(bar).getByText(shopHeadlines[0]!)).toBeInTheDocument();
    await expect(within(bar).queryByText(shopHeadlines[1]!)).toBeNull();
    await expect(within(bar).getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { interval: 4000, compact: false },
};
