import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductTrailExample } from './BreadcrumbsExamples/ProductTrailExample';

/** Stands in for the storefront's router, so crumbs do not reload the Storybook frame. */
const navigate = fn().mockName('navigate');

/**
 * The product page's trail and a playground. Keyboard and truncation stories
 * live in `Breadcrumbs.features.stories.tsx`; guidance in `Breadcrumbs.mdx`.
 */
const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  // The crumbs are the example's own.
  args: { label: 'Breadcrumbs', children: null },
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
  render: () => <ProductTrailExample />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A navigation landmark with the trail as links; the last crumb is the current
 * page, marked `aria-current="page"` and not a link; the › separators are hidden
 * from screen readers. A click follows a crumb through the router.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const crumbs = within(nav);
    await expect(crumbs.getAllByRole('listitem')).toHaveLength(4);
    await expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Bird Spikes',
      'Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)',
    ]);

    const current = crumbs.getByText('Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await expect(current).not.toHaveAttribute('href');

    const separators = nav.querySelectorAll('svg');
    await expect(separators).toHaveLength(3);
    separators.forEach((separator) => expect(separator).toHaveAttribute('aria-hidden', 'true'));
    await expect(nav.textContent).not.toMatch(/[›/>]/);

    await userEvent.click(crumbs.getByRole('link', { name: 'Products' }));
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products');
  },
};

/** The landmark's name as a control. */
export const Playground: Story = {
  render: ({ label }) => <ProductTrailExample label={label} />,
};
