import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AdminShell } from './AdminShell';
import { BackOfficeExample, backOfficeSections } from './AdminShellExamples/BackOfficeExample';

const onSignOut = fn().mockName('onSignOut');

/** The shell's states: signed out (the sign-in page), signing out, a long name, a staff-role member, the skip link. */
const meta = {
  title: 'Components/AdminShell/Features',
  component: AdminShell,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { shopName: 'BirdShield India', appName: 'Back-office', homeHref: '/', navigation: backOfficeSections, children: null },
  beforeEach: () => {
    onSignOut.mockClear();
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

const manySections = ['Dashboard', 'Orders', 'Customers', 'Products', 'Categories', 'Site', 'Reviews', 'Messages', 'Blog', 'Gallery', 'Policies'].map(
  (label, index) => ({ ...backOfficeSections[index % backOfficeSections.length]!, id: label.toLowerCase(), label, href: `/${label.toLowerCase()}` }),
);

/**
 * More sections than a phone's bar holds: on a phone the bar scrolls sideways, each link keeping its
 * thumb-sized target, and the section shown is scrolled into the bar; the rail lists them all.
 */
export const ManySections: Story = {
  render: () => <BackOfficeExample sections={[...manySections, backOfficeSections.at(-1)!]} onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Sections' }));
    await expect(nav.getAllByRole('link')).toHaveLength(12);
    await userEvent.click(nav.getByRole('link', { name: 'Audit log' }));
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
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

/** A long name is cut with an ellipsis; the full name is still there for screen readers and on hover. */
export const LongName: Story = {
  render: () => <BackOfficeExample staff={{ name: 'Venkataraghavan Subramaniam Krishnamoorthy', email: 'venkat@birdshield.in' }} onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Venkataraghavan Subramaniam Krishnamoorthy');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
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
 * The signed-in shell for visual checks: at 375 px the sections are a bar along the bottom, at
 * 1280 px a rail at the left.
 */
export const All: Story = {
  render: () => <BackOfficeExample onSignOut={onSignOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByText('Owner', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Orders');
  },
};
