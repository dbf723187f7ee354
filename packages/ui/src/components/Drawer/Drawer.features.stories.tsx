import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';
import { DrawerMatrix } from './DrawerExamples/DrawerMatrix';
import { FilterPanelExample } from './DrawerExamples/FilterPanelExample';
import { MenuIcon, SideMenuExample } from './DrawerExamples/SideMenuExample';

/** One story per placement and behaviour, plus `All` for visual checks. */
const meta = {
  title: 'Components/Drawer/Features',
  component: Drawer,
  tags: ['!autodocs'],
  args: { children: null },
  render: ({ children: _children, ...args }) => <FiltersDrawer {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone-width 'Filters ☰' button and its slide-in overlay. The ☰ is decorative, so the name is "Filters". */
function FiltersDrawer(args: Omit<DrawerProps, 'children'>) {
  return (
    <DialogTrigger>
      <Button variant="secondary">
        Filters <span aria-hidden="true">☰</span>
      </Button>
      <Drawer {...args}>
        <FilterPanelExample />
      </Drawer>
    </DialogTrigger>
  );
}

/**
 * The mobile filter overlay by keyboard: Enter opens it with focus on the panel,
 * Tab walks the ✕ then the filters, Space ticks one, Escape closes, and focus
 * returns to 'Filters ☰' with its ring.
 */
export const FilterOverlayKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    const spikes = within(drawer).getByRole('checkbox', { name: 'Bird Spikes' });
    await expect(spikes).toHaveFocus();
    await userEvent.tab();
    const nets = within(drawer).getByRole('checkbox', { name: 'Bird Nets' });
    await expect(nets).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(nets).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

/** By mouse: the footer's "Show results" (a `slot="close"` Button) closes it; focus returns to the trigger. */
export const FilterOverlayMouse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toHaveFocus());

    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Focus stays inside: Shift+Tab from the ✕ wraps to the last control in the footer. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'Show results' })).toHaveFocus();
  },
};

/** A tap on the dimmed page beside the sheet closes it (the default). */
export const DismissOnOutsideClick: Story = {
  render: (args) => <FiltersDrawer {...args} data-testid="backdrop" />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The same overlay opened and closed by `isOpen`, as the shop's filters and side menu are. */
function ControlledFiltersDrawer(args: Omit<DrawerProps, 'children'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Filters <span aria-hidden="true">☰</span>
      </Button>
      <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen}>
        <FilterPanelExample />
      </Drawer>
    </>
  );
}

/** Whether the page behind was still inert each time a sheet started to leave, from pressing Close until it has gone. */
async function pageInertAsItLeaves(canvasElement: HTMLElement): Promise<boolean[]> {
  const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  await waitFor(() => expect(drawer).toHaveFocus());
  await expect(trigger.closest('[inert]')).not.toBeNull();

  // Read as the sheet starts to leave, in the same turn as the commit that starts it: not a moment later, when
  // a slow machine may have ended the slide. By the attribute's arrival, not by its presence when the observer is
  // called: a leaving that starts and ends in one task has taken it off by then.
  const seen: boolean[] = [];
  const observer = new MutationObserver((records) => {
    // A record without an old value is the attribute's arrival.
    if (records.some((record) => record.oldValue === null)) seen.push(trigger.closest('[inert]') !== null);
  });
  observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-exiting'], attributeOldValue: true });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  observer.disconnect();
  await expect(trigger.closest('[inert]')).toBeNull();
  await waitFor(() => expect(trigger).toHaveFocus());
  return seen;
}

/**
 * `freesPageOnceGone`: closed by its owner, the sheet slides away before the page behind it is freed. React-aria
 * frees it (its `inert` taken off, its scrolling given back) in the frame that answers the tap, and every element on
 * screen was styled again before the sheet moved. The page is still inert when the sheet starts to leave, and free,
 * with focus back on 'Filters ☰', once it has gone.
 */
export const ControlledPageFreedOnceGone: Story = {
  args: { freesPageOnceGone: true },
  render: ({ children: _children, ...args }) => <ControlledFiltersDrawer {...args} />,
  play: async ({ canvasElement }) => {
    await expect((await pageInertAsItLeaves(canvasElement))[0]).toBe(true);
  },
};

/**
 * Without it (the side menu, whose links go to another page), the page is freed as the sheet starts to leave, so
 * the new page's heading can take focus at once.
 */
export const ControlledPageFreedAtOnce: Story = {
  render: ({ children: _children, ...args }) => <ControlledFiltersDrawer {...args} />,
  play: async ({ canvasElement }) => {
    await expect((await pageInertAsItLeaves(canvasElement))[0]).toBe(false);
  },
};

/** `freesPageOnceGone` without motion: there is no slide to wait for, so the sheet goes at once and the page is freed. */
export const ControlledReducedMotion: Story = {
  args: { freesPageOnceGone: true },
  parameters: { reducedMotion: 'reduce' },
  render: ({ children: _children, ...args }) => <ControlledFiltersDrawer {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger.closest('[inert]')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `placement="left"`: against the left edge, full height. */
export const Left: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="ghost" aria-label="Menu">
        <MenuIcon />
      </Button>
      <Drawer {...args} placement="left">
        <SideMenuExample name="Priya" />
      </Drawer>
    </DialogTrigger>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Hello, Priya' });
    await waitFor(() => {
      const rect = (drawer.parentElement as HTMLElement).getBoundingClientRect();
      expect(rect.left).toBe(0);
      expect(rect.height).toBe(window.innerHeight);
    });
  },
};

/** `placement="right"`: against the right edge. */
export const Right: Story = {
  args: { placement: 'right' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">
        Filters <span aria-hidden="true">☰</span>
      </Button>
      <Drawer {...args}>
        <FilterPanelExample />
      </Drawer>
    </DialogTrigger>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => {
      const rect = (drawer.parentElement as HTMLElement).getBoundingClientRect();
      expect(rect.right).toBe(window.innerWidth);
    });
  },
};

/**
 * Under `prefers-reduced-motion: reduce` the slide takes no time. The test
 * runner emulates the preference for this story (`parameters.reducedMotion`).
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const panel = drawer.parentElement as HTMLElement;
    // Measure the entering animation on a copy, since the real one may be over already.
    const probe = document.createElement('div');
    probe.className = panel.className;
    probe.setAttribute('data-entering', '');
    document.body.append(probe);
    const { animationDuration, animationName } = getComputedStyle(probe);
    probe.remove();
    await expect(animationName).not.toBe('none');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(animationDuration).toBe(reduced ? '0s' : '0.32s');
  },
};

/** Both placements with their content, in place, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <DrawerMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Hello, Priya' })).toBeInTheDocument();
    await expect(canvas.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  },
};
