import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { ProductTabsExample } from './TabsExamples/ProductTabsExample';
import { TabsMatrix } from './TabsExamples/TabsMatrix';

/** Keyboard, activation and layout stories, plus `All` for visual checks. */
const meta = {
  title: 'Components/Tabs/Features',
  component: Tabs,
  tags: ['!autodocs'],
  render: (args) => <ProductTabsExample {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** react-aria builds the tab collection first and renders the tabs a moment later. */
async function tabsRendered(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('tab');
  return canvas;
}

/**
 * Automatic activation (the default): Tab lands on the selected tab with a
 * focus ring; the arrow keys move and select at once, wrapping at the ends;
 * Home and End jump; Tab again goes into the panel.
 */
export const KeyboardAutomatic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await tabsRendered(canvasElement);
    const description = canvas.getByRole('tab', { name: 'Description' });
    const specifications = canvas.getByRole('tab', { name: 'Technical Specifications' });

    await userEvent.tab();
    await expect(description).toHaveFocus();
    await expect(description).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{ArrowRight}');
    await expect(specifications).toHaveFocus();
    await expect(specifications).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Technical Specifications');

    await userEvent.keyboard('{ArrowRight}');
    await expect(description).toHaveFocus();
    await expect(description).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{End}');
    await expect(specifications).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(description).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(specifications).toHaveFocus();

    // The panel has no controls of its own, so it is the next Tab stop, with a ring.
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel', { name: 'Technical Specifications' });
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveAttribute('data-focus-visible');
  },
};

/**
 * `keyboardActivation="manual"`: the arrows only move focus; Enter or Space
 * selects. For panels that are slow to show.
 */
export const KeyboardManual: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = await tabsRendered(canvasElement);
    const description = canvas.getByRole('tab', { name: 'Description' });
    const specifications = canvas.getByRole('tab', { name: 'Technical Specifications' });

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(specifications).toHaveFocus();
    await expect(specifications).toHaveAttribute('aria-selected', 'false');
    await expect(description).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(specifications).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Technical Specifications');

    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(description).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is shown but skipped by the arrow keys and ignores clicks. */
export const DisabledTab: Story = {
  render: () => (
    <Tabs>
      <TabList aria-label="Your account">
        <Tab id="profile">Profile</Tab>
        <Tab id="addresses">Addresses</Tab>
        <Tab id="payments" isDisabled>
          Payment Methods
        </Tab>
        <Tab id="orders">Orders</Tab>
      </TabList>
      <TabPanel id="profile">Name, email and phone number.</TabPanel>
      <TabPanel id="addresses">Your saved delivery addresses.</TabPanel>
      <TabPanel id="payments">Saved cards.</TabPanel>
      <TabPanel id="orders">Your recent orders.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await tabsRendered(canvasElement);
    const payments = canvas.getByRole('tab', { name: 'Payment Methods' });
    await expect(payments).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(payments);
    await expect(payments).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(canvas.getByRole('tab', { name: 'Addresses' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  },
};

/** On a phone the row scrolls sideways instead of wrapping, and the selected tab is scrolled into view. */
export const Narrow: Story = {
  render: () => (
    <div style={{ width: 240 }}>
      <ProductTabsExample />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await tabsRendered(canvasElement);
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    const tabs = canvas.getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const specifications = canvas.getByRole('tab', { name: 'Technical Specifications' });
    const list = tablist.getBoundingClientRect();
    const tab = specifications.getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(list.right + 1);
  },
};

/** Product tabs, account tabs with a disabled one, and the narrow layout. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <TabsMatrix />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(3);
  },
};
