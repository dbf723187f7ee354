import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AdminShell } from './AdminShell';
import { allBackOfficeSections, BackOfficeExample, backOfficeSections } from './AdminShellExamples/BackOfficeExample';

const onSignOut = fn().mockName('onSignOut');
const onNavigate = fn().mockName('onNavigate');

/**
 * The shell's states: signed out (the sign-in page), more sections than the phone's bar holds, signing out, a long
 * name, a staff-role member, the skip link.
 */
const meta = {
  title: 'Components/AdminShell/Features',
  component: AdminShell,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { shopName: 'BirdShield India', appName: 'Back-office', homeHref: '/', navigation: backOfficeSections, children: null },
  beforeEach: () => {
    onSignOut.mockClear();
    onNavigate.mockClear();
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page's frame: the shop's name only, no sections and no staff member until signed in. */
export const SignedOut: Story = {
  args: {
    navigation: [],
    children: (
      <Stack gap="2">
        <Text>The sign-in form goes here.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /BirdShield India/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/**
 * The back-office's seventeen sections on a 375 px phone (the story starts on the phone viewport, and the test
 * runner renders it at that size): the bar holds the first four and More, which lists the other thirteen in a
 * popover above it, each a link with its icon and a 44 px row. The page shown is marked in the list, and More with
 * it. Escape and a press outside close the list with focus back on More; a section chosen there opens and the
 * list closes. The play function leaves the list open, so the accessibility check reads it too. From 1024 px the
 * rail lists all seventeen and there is no More.
 */
export const MoreSections: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <BackOfficeExample sections={allBackOfficeSections} initialPath="/reviews" onSignOut={onSignOut} onNavigate={onNavigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list is a popover, rendered at the end of the document's body.
    const screen = within(canvasElement.ownerDocument.body);
    const nav = within(canvas.getByRole('navigation', { name: 'Sections' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Orders', 'Cash on delivery', 'Customers']);
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-current', 'true');
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    const list = await screen.findByRole('dialog', { name: 'More sections' });
    const entries = within(list).getAllByRole('link');
    await expect(entries.map((entry) => entry.textContent)).toEqual(allBackOfficeSections.slice(4).map((section) => section.label));
    for (const entry of entries) await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(list).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    await expect(within(list).getByRole('link', { name: 'Audit log' })).not.toHaveAttribute('aria-current');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());

    await userEvent.click(more);
    await screen.findByRole('dialog', { name: 'More sections' });
    await userEvent.click(canvas.getByRole('banner'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());

    await userEvent.click(more);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'More sections' })).getByRole('link', { name: 'Audit log' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/audit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-current', 'true');

    // A section in the bar: it is the current one, and More no longer is.
    await userEvent.click(nav.getByRole('link', { name: 'Orders' }));
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(more).not.toHaveAttribute('aria-current');

    await userEvent.click(more);
    await expect(within(await screen.findByRole('dialog', { name: 'More sections' })).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** While the server ends the session, Sign out shows it is busy and cannot be pressed twice. */
export const SigningOut: Story = {
  render: () => <BackOfficeExample onSignOut={onSignOut} isSigningOut />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign out…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(onSignOut).not.toHaveBeenCalled();
  },
};

/**
 * A long name on a 375 px phone is cut with an ellipsis (the full name is still there for screen readers and on
 * hover), and the shop's name keeps its one line beside it instead of wrapping under it.
 */
export const LongName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <BackOfficeExample staff={{ name: 'Venkataraghavan Subramaniam Krishnamoorthy', email: 'venkat@birdshield.in' }} onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Venkataraghavan Subramaniam Krishnamoorthy');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const shopName = canvas.getByText('BirdShield India');
    await expect(shopName.getBoundingClientRect().height).toBeLessThan(2 * Number.parseFloat(getComputedStyle(shopName).fontSize));
    await expect(shopName.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/**
 * A member of the staff role (a packer): the role's tag under the name tells them, and anyone looking
 * over their shoulder, why the owner's actions are not offered. On a phone it stays when the e-mail goes.
 */
export const StaffRole: Story = {
  render: () => <BackOfficeExample staff={{ name: 'Ravi Kumar', email: 'ravi@birdshield.in', role: 'Staff' }} onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByText('Staff', { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** The skip link appears on focus and moves focus to the page, past the header and the sections. */
export const SkipLink: Story = {
  render: () => <BackOfficeExample onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * The signed-in shell with the back-office's seventeen sections, on the audit log, for visual checks: at 375 px
 * a bar along the bottom with four sections and More, marked as holding the page shown; at 1280 px a rail at the
 * left listing them all.
 */
export const All: Story = {
  render: () => <BackOfficeExample sections={allBackOfficeSections} initialPath="/audit" onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByText('Owner', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Audit log');
  },
};
