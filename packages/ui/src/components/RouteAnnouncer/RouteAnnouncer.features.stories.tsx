import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteAnnouncer } from './RouteAnnouncer';
import { TwoPageShellExample } from './RouteAnnouncerExamples/TwoPageShellExample';

/** The states of a page change: a page that loads first, the same page twice. */
const meta = {
  title: 'Components/RouteAnnouncer/Features',
  component: RouteAnnouncer,
  tags: ['!autodocs'],
  args: { message: '' },
} satisfies Meta<typeof RouteAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page that shows a spinner before its heading: focus waits on the page container (off the link
 * that was pressed), then moves to the heading when it appears, and only then is the title spoken.
 */
export const HeadingAppearsLater: Story = {
  render: () => <TwoPageShellExample pageDelayMs={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Audit log' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(status).toHaveTextContent('');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Audit log' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Spoken once the heading is there: a render after the focus move.
    await waitFor(() => expect(status).toHaveTextContent('Audit log'));
  },
};

/** Back and forth: every page change is spoken again, even a title that was spoken before. */
export const BackAndForth: Story = {
  render: () => <TwoPageShellExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Audit log' }));
    await waitFor(() => expect(status).toHaveTextContent('Audit log'));
    await userEvent.click(canvas.getByRole('button', { name: 'Orders' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toHaveFocus());
    await waitFor(() => expect(status).toHaveTextContent('Orders'));
    // Pressing the current page's link again is no navigation: focus stays on the button.
    const orders = canvas.getByRole('button', { name: 'Orders' });
    await userEvent.click(orders);
    await expect(orders).toHaveFocus();
  },
};
