import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminShell } from './AdminShell';
import { BackOfficeExample, backOfficeSections } from './AdminShellExamples/BackOfficeExample';

const onSignOut = fn().mockName('onSignOut');
const onNavigate = fn().mockName('onNavigate');

/**
 * The back-office's frame: header with the signed-in staff member, the sections, the page. One
 * story per state in `AdminShell.features.stories.tsx`; guidance in `AdminShell.mdx`.
 */
const meta = {
  title: 'Components/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    shopName: 'BirdShield India',
    appName: 'Back-office',
    homeHref: '/',
    navigation: backOfficeSections,
    currentId: 'orders',
    staff: { name: 'Meera Iyer', email: 'meera@birdshield.in', role: 'Owner' },
    onSignOut,
    children: 'The page',
  },
  argTypes: { navigation: { control: false }, children: { control: false }, mainRef: { control: false }, regions: { control: false } },
  beforeEach: () => {
    onSignOut.mockClear();
    onNavigate.mockClear();
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard from the top: the skip link, the shop's name, Sign out, then the sections; Enter opens
 * one and it becomes the current page.
 */
export const Default: Story = {
  render: () => <BackOfficeExample onSignOut={onSignOut} onNavigate={onNavigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Meera Iyer');
    const nav = canvas.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Orders', 'Products', 'Categories', 'Audit log']);
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /BirdShield India/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSignOut).toHaveBeenCalledTimes(1);

    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    const audit = within(nav).getByRole('link', { name: 'Audit log' });
    await expect(audit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/audit');
    await expect(audit).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toHaveTextContent('Audit log');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
