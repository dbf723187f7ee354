import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';
import { MenuIcon, SideMenuExample } from './DrawerExamples/SideMenuExample';

/**
 * The side menu drawer and a playground. One story per placement and behaviour
 * lives in `Drawer.features.stories.tsx`; guidance in `Drawer.mdx`.
 */
const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { placement: 'left', isDismissable: true, isKeyboardDismissDisabled: false, children: null },
  argTypes: {
    placement: { control: 'inline-radio', options: ['left', 'right'] },
    children: { control: false },
  },
  render: ({ children: _children, ...args }) => (
    <DialogTrigger>
      <Button variant="ghost" aria-label="Menu">
        <MenuIcon />
      </Button>
      <Drawer {...args}>
        <SideMenuExample name="Priya" />
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: the ☰ button opens the menu with focus on the drawer itself (its
 * title, "Hello, Priya", is read); Tab reaches the ✕ and the links; the ✕ closes
 * it and focus returns to the ☰ button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);

    const drawer = await screen.findByRole('dialog', { name: 'Hello, Priya' });
    await waitFor(() => expect(drawer).toHaveFocus());
    await expect(within(drawer).getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Bird Spikes' })).toHaveFocus();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
