import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementBar } from './AnnouncementBar';
import { AnnouncementBarMatrix } from './AnnouncementBarExamples/AnnouncementBarMatrix';
import { shopContact, shopHeadlines, shopHours } from './AnnouncementBarExamples/storyContent';

/** One story per behaviour, plus `All` for visual checks. Headlines rotate every 300 ms here (4 s in the shop). */
const meta = {
  title: 'Components/AnnouncementBar/Features',
  component: AnnouncementBar,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    contact: shopContact,
    secondary: shopHours,
    headlines: shopHeadlines,
    interval: 300,
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second, third] = shopHeadlines as [string, string, string];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only the headline shown is in the page; the next replaces it after `interval`, and the last goes back to the first. */
export const Rotation: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(bar).toHaveAttribute('data-autoplay', 'running');
    await waitFor(() => expect(within(bar).getByText(second)).toBeInTheDocument());
    await expect(within(bar).queryByText(first)).toBeNull();
    await waitFor(() => expect(within(bar).getByText(third)).toBeInTheDocument());
    await waitFor(() => expect(within(bar).getByText(first)).toBeInTheDocument());
  },
};

/**
 * By keyboard: Tab to the pause button (rotation holds while focus is in the
 * bar), Enter stops it for good; Enter on "Play announcements" starts it again.
 */
export const PauseButtonByKeyboard: Story = {
  render: (args) => (
    <>
      <AnnouncementBar {...args} />
      <a href="#main">Skip to content</a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Announcements' });
    await userEvent.tab();
    await expect(within(bar).getByRole('link')).toHaveFocus();
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');
    await userEvent.tab();
    const pause = within(bar).getByRole('button', { name: 'Pause announcements' });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(bar).getByRole('button', { name: 'Play announcements' })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await wait(900);
    await expect(within(bar).getByText(first)).toBeInTheDocument();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(within(bar).getByRole('button', { name: 'Pause announcements' })).toHaveFocus();
    await waitFor(() => expect(within(bar).getByText(second)).toBeInTheDocument());
  },
};

/** By mouse: a click on pause stops the rotation, also after the pointer leaves; play restarts it at once. */
export const PauseButtonByMouse: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Pause announcements' }));
    const play = within(bar).getByRole('button', { name: 'Play announcements' });
    await userEvent.unhover(bar);
    play.blur();
    await waitFor(() => expect(play).not.toHaveFocus());
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');
    await wait(900);
    const shown = bar.querySelector('p')?.textContent;

    await userEvent.click(play);
    await waitFor(() => expect(bar.querySelector('p')?.textContent).not.toBe(shown));
  },
};

/** The rotation holds while the pointer is over the bar, and goes on when it leaves. */
export const HoldsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await userEvent.hover(bar);
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');
    await wait(900);
    await expect(within(bar).getByText(first)).toBeInTheDocument();
    await userEvent.unhover(bar);
    await waitFor(() => expect(within(bar).getByText(second)).toBeInTheDocument());
  },
};

/** Under `prefers-reduced-motion: reduce` the headlines do not rotate until the user presses play. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    await expect(within(bar).getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
    await wait(900);
    await expect(within(bar).getByText(first)).toBeInTheDocument();
  },
};

/**
 * `compact`: the phone bar (used by itself at 768 px and below). The hours are
 * not shown; the number is hidden behind the chat icon but stays in the link's name.
 */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(within(bar).getByText(shopHours)).not.toBeVisible();
    const link = within(bar).getByRole('link', { name: /^\+91 98765 43210/ });
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(link.getBoundingClientRect().width).toBeLessThan(60);
  },
};

/** With one headline nothing rotates, so there is no pause button. */
export const SingleHeadline: Story = {
  args: { headlines: [first] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(within(bar).queryByRole('button')).toBeNull();
    await expect(bar).not.toHaveAttribute('data-autoplay');
  },
};

/** The bar's layouts: the story for visual review. */
export const All: Story = {
  render: () => <AnnouncementBarMatrix />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(3);
  },
};
