import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { LinkButton } from '../LinkButton/LinkButton';
import { SectionHeader } from './SectionHeader';

const navigate = fn().mockName('navigate');

/** One story per SectionHeader slot, plus `All` for visual checks. */
const meta = {
  title: 'Layout/SectionHeader/Features',
  component: SectionHeader,
  tags: ['!autodocs'],
  args: { title: 'Order summary' },
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
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const editCart = (
  <LinkButton href="/cart" variant="secondary" size="sm">
    Edit cart
  </LinkButton>
);

/** An action at the end of the title's line, reached by Tab. */
export const WithAction: Story = {
  args: { action: editCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Edit cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/cart');
  },
};

/** A description under the title, muted. */
export const WithDescription: Story = {
  args: { title: 'Saved addresses', description: 'Choose where this order goes.', level: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Saved addresses' })).toBeVisible();
    await expect(canvas.getByText('Choose where this order goes.')).toBeVisible();
  },
};

/** Every combination. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Title only">
        <SectionHeader title="Order summary" />
      </section>
      <section className={layout.card} aria-label="With action">
        <SectionHeader title="Order summary" action={editCart} />
      </section>
      <section className={layout.card} aria-label="With description">
        <SectionHeader title="Saved addresses" description="Choose where this order goes." />
      </section>
      <section className={layout.card} aria-label="Level 3 with description and action">
        <SectionHeader level={3} title="Reviews" description="From customers who bought this product." action={editCart} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
  },
};
