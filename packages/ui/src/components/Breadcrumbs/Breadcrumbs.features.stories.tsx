import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';
import { BreadcrumbsMatrix } from './BreadcrumbsExamples/BreadcrumbsMatrix';
import { ProductTrailExample } from './BreadcrumbsExamples/ProductTrailExample';

const navigate = fn().mockName('navigate');

/** Keyboard and truncation, plus `All` for visual checks. */
const meta = {
  title: 'Components/Breadcrumbs/Features',
  component: Breadcrumbs,
  tags: ['!autodocs'],
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  // The crumbs are the example's own.
  args: { children: null },
  render: () => <ProductTrailExample />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Tab visits each crumb link in order with the focus ring; the
 * current page is not a stop; Enter follows a crumb.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' }));
    for (const name of ['Home', 'Products', 'Bird Spikes']) {
      await userEvent.tab();
      const link = crumbs.getByRole('link', { name });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute('data-focus-visible');
    }
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);

    await userEvent.tab({ shift: true });
    await expect(crumbs.getByRole('link', { name: 'Bird Spikes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/category/bird-spikes');
  },
};

/**
 * On a phone-width line the trail stays on one line: the current page shortens
 * with an ellipsis first, and screen readers still get every crumb's full name.
 */
export const Truncated: Story = {
  render: () => (
    <div style={{ width: 280 }} data-testid="phone">
      <ProductTrailExample />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect((nav.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(280);

    const current = canvas.getByText('Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)');
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
    await expect(current).toHaveAccessibleName('Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)');

    // The way back is still legible: Home is not cut.
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home.scrollWidth).toBeLessThanOrEqual(home.clientWidth);
  },
};

/** Two crumbs: a page one level below Home. */
export const Short: Story = {
  render: () => (
    <Breadcrumbs>
      <Breadcrumb href="/">Home</Breadcrumb>
      <Breadcrumb>Return &amp; Refund Policy</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByText('Return & Refund Policy')).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('svg')).toHaveLength(1);
  },
};

/** Short, long and squeezed trails. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <BreadcrumbsMatrix />,
  play: async ({ canvasElement }) => {
    const navs = within(canvasElement).getAllByRole('navigation');
    await expect(navs).toHaveLength(3);
    await expect(within(navs[2] as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
