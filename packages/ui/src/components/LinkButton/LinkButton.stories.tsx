import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { LinkButton } from './LinkButton';

/**
 * Stands in for the storefront's router: react-aria's RouterProvider hands
 * same-site link presses to `navigate` instead of reloading the page, which
 * also keeps the Storybook iframe where it is.
 */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { href: '/products/bird-spikes', children: 'Shop bird spikes' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
  },
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
  parameters: {
    docs: {
      description: {
        component: `
A link styled as a button, for calls to action that **go somewhere**: "Shop bird spikes", "View order", "Track delivery".
It has the variants and sizes of [Button](?path=/docs/components-button--docs) and stays an \`<a href>\`.

**Do**
- Use it for navigation, so people can open it in a new tab, copy it, and screen readers list it among the page's links.
- Use Button for actions that change something (add to cart, pay).

**Don't**
- Don't give it \`onPress\` work that is not navigation.
- Don't use \`danger\`: leaving a page is not destructive.

**Accessibility**
- Role \`link\`; Enter follows it (Space scrolls the page, as for any link).
- Same focus ring and colour tokens as Button, checked by \`theme/contrast.test.ts\`.
`,
      },
    },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click follows the link through the router. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop bird spikes' });
    await expect(link).toHaveAttribute('href', '/products/bird-spikes');

    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products/bird-spikes');
  },
};

/** Tab focuses it with a visible ring; Enter follows it; Space does not (it is a link, not a button). */
export const KeyboardPress: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop bird spikes' });

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);

    await userEvent.keyboard(' ');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'View all products' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Track your order' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const FullWidth: Story = {
  args: { isFullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LinkButton {...args} />
    </div>
  ),
};

/** Variants and sizes side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
        <section key={variant} className={layout.card} aria-labelledby={`link-${variant}`}>
          <h2 id={`link-${variant}`} className={layout.cardTitle}>
            {variant}
          </h2>
          <div className={layout.examples}>
            {(['sm', 'md', 'lg'] as const).map((size) => (
              <LinkButton key={size} variant={variant} size={size} href="/products/bird-spikes">
                Shop bird spikes
              </LinkButton>
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Shop bird spikes' })).toHaveLength(9);
  },
};
