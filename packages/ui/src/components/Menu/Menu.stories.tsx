import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';
import { AccountMenuExample } from './MenuExamples/AccountMenuExample';
import { HeaderEndExample } from './MenuExamples/HeaderEndExample';

/** Stands in for the storefront's router, so link items do not reload the Storybook frame. */
const navigate = fn().mockName('navigate');
const onAction = fn().mockName('onAction');

/**
 * The account dropdown and a playground. Keyboard and placement stories live
 * in `Menu.features.stories.tsx`; guidance in `Menu.mdx`.
 */
const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { placement: 'bottom end' },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
  },
  beforeEach: () => {
    navigate.mockClear();
    onAction.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: () => (
    <HeaderEndExample>
      <AccountMenuExample onAction={onAction} />
    </HeaderEndExample>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: a click opens the menu (focus on the menu itself), 'Welcome Back'
 * is shown but disabled, 'Your Orders' is a link that goes through the router,
 * and choosing it closes the menu with focus back on the Account button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Welcome Back', 'Manage Account', 'Your Orders', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Welcome Back' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Manage Account' })).toHaveAttribute('href', '/account');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Your Orders' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/orders');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Clicking 'Logout' runs the action (the Menu's `onAction` gets the item's id). */
export const LogoutByMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]?.[0]).toBe('logout');
    await expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The menu open, for review and for the placement control. */
export const Playground: Story = {
  render: (args) => (
    <HeaderEndExample>
      <AccountMenuExample onAction={onAction} defaultOpen placement={args.placement} />
    </HeaderEndExample>
  ),
};
