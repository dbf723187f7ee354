import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { MenuTrigger } from 'react-aria-components/Menu';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
import { AccountMenuExample } from './MenuExamples/AccountMenuExample';
import { HeaderEndExample } from './MenuExamples/HeaderEndExample';
import { ChevronDownIcon } from './MenuExamples/icons';
import { MenuMatrix } from './MenuExamples/MenuMatrix';

const navigate = fn().mockName('navigate');
const onAction = fn().mockName('onAction');

/** One story per way of driving the menu, plus `All` for visual checks. */
const meta = {
  title: 'Components/Menu/Features',
  component: Menu,
  tags: ['!autodocs'],
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

async function focusTrigger(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  return trigger;
}

/**
 * Enter opens the menu on the first item that can be chosen ('Welcome Back' is
 * disabled, so 'Manage Account'); the arrows, Home and End move; Escape closes
 * and focus returns to the Account button with its ring.
 */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await focusTrigger(canvasElement);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });

    await waitFor(() => expect(item('Manage Account')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Your Orders')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Your Orders')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Manage Account')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Logout')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

/** ArrowDown on the button opens the menu too; typing a letter jumps to the item; Enter follows the link. */
export const KeyboardTypeAheadLink: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await focusTrigger(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Manage Account' })).toHaveFocus());

    await userEvent.keyboard('y');
    await expect(within(menu).getByRole('menuitem', { name: 'Your Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/orders');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowUp opens the menu on its last item; Enter on 'Logout' runs the action. */
export const KeyboardLogout: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await focusTrigger(canvasElement);
    await userEvent.keyboard('{ArrowUp}');
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]?.[0]).toBe('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The disabled 'Welcome Back' item cannot be chosen by mouse either. */
export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const welcome = await screen.findByRole('menuitem', { name: 'Welcome Back' });
    await userEvent.click(welcome);
    await expect(onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeInTheDocument();
  },
};

/** A click outside closes the menu without choosing anything. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

/** Sections with headings, e.g. the 'All categories' dropdown; screen readers hear each group's name. */
export const WithSections: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="secondary">
        All categories <ChevronDownIcon />
      </Button>
      <Menu placement="bottom start" onAction={onAction}>
        <MenuSection title="Bird control">
          <MenuItem href="/category/bird-spikes">Bird Spikes</MenuItem>
          <MenuItem href="/category/bird-nets">Bird Nets</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Monkey control">
          <MenuItem href="/category/monkey-spikes">Monkey Spikes</MenuItem>
          <MenuItem href="/category/accessories">Accessories</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'All categories' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Bird control' })).toBeInTheDocument();
    await expect(within(menu).getByRole('group', { name: 'Monkey control' })).toBeInTheDocument();

    // The arrows cross from one section to the next; the separator is skipped.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bird Spikes' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Monkey Spikes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Both layouts, drawn in place for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <MenuMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('menu')).toHaveLength(2);
    // react-aria builds the collection first and renders the items a moment later.
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(8);
  },
};
