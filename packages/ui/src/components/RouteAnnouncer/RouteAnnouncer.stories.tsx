import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteAnnouncer } from './RouteAnnouncer';
import { TwoPageShellExample } from './RouteAnnouncerExamples/TwoPageShellExample';

/**
 * The shell's page-change announcement and focus move (`useRouteChangeFocus` + `RouteAnnouncer`),
 * shown in a two-page example shell. Guidance in `RouteAnnouncer.mdx`.
 */
const meta = {
  title: 'Components/RouteAnnouncer',
  component: RouteAnnouncer,
  args: { message: '' },
} satisfies Meta<typeof RouteAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moving to another page by keyboard: focus goes to its h1 and its title is spoken once. */
export const Default: Story = {
  render: () => <TwoPageShellExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // The first page load is the browser's: nothing is announced, focus is not moved.
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Audit log' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Audit log' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Spoken once the heading is there: a render after the focus move.
    await waitFor(() => expect(status).toHaveTextContent('Audit log'));
    // The heading is reachable from script only: it is no stop for the Tab key.
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

/** The live region alone, with a message: visually hidden, read politely. */
export const Playground: Story = {
  args: { message: 'Orders' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Orders');
  },
};
