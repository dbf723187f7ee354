import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import * as layout from '../../storybook/storyLayout.css';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

/** One story per Inline option, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Inline/Features',
  component: Inline,
  tags: ['!autodocs'],
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel's title and its action at the two edges, wrapping under each other when room runs out. */
export const SpaceBetween: Story = {
  render: () => (
    <Inline align="space-between" gap="3">
      <h2>Order summary</h2>
      <a href="#cart">Edit cart</a>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('heading', { name: 'Order summary' }).parentElement!;
    const link = canvas.getByRole('link', { name: 'Edit cart' });
    await expect(Math.round(link.getBoundingClientRect().right)).toBe(Math.round(row.getBoundingClientRect().right));
  },
};

/** `collapseBelow="md"`: a column of full-width buttons on phones, a row from 768 px. */
export const CollapseBelow: Story = {
  render: () => (
    <Inline collapseBelow="md" gap="3" align="right">
      <Button variant="secondary">Cancel</Button>
      <Button>Place order</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: 'Cancel' }).parentElement!;
    const wide = window.innerWidth >= 768;
    await expect(getComputedStyle(row).flexDirection).toBe(wide ? 'row' : 'column');
    await expect(getComputedStyle(row).justifyContent).toBe(wide ? 'flex-end' : 'flex-start');
  },
};

/** `alignY="baseline"`: a big figure and its small label share one baseline. */
export const AlignYBaseline: Story = {
  render: () => (
    <Inline alignY="baseline" gap="2">
      <Box as="strong" fontSize="2xl">
        ₹1,499
      </Box>
      <span>incl. GST</span>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('incl. GST').parentElement!;
    await expect(getComputedStyle(row).alignItems).toBe('baseline');
  },
};

/** `wrap={false}` keeps one line; children shrink instead. */
export const NoWrap: Story = {
  render: () => (
    <Inline wrap={false} gap="2">
      <LayoutSample>First</LayoutSample>
      <LayoutSample>Second</LayoutSample>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('First').parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
  },
};

const tags = ['Pigeons', 'Monkeys', 'Balconies', 'Solar panels', 'Warehouses', 'Temples'];

/** Every alignment, side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {(['left', 'center', 'right', 'space-between'] as const).map((align) => (
        <section key={align} className={layout.card} aria-label={`Align ${align}`}>
          <span className={layout.rowLabel}>align {align}</span>
          <Inline align={align} gap="2">
            <LayoutSample>One</LayoutSample>
            <LayoutSample>Two</LayoutSample>
            <LayoutSample>Three</LayoutSample>
          </Inline>
        </section>
      ))}
      <section className={layout.card} aria-label="Wrapping">
        <span className={layout.rowLabel}>wrapping, gap 2</span>
        <Inline gap="2">
          {tags.map((tag) => (
            <LayoutSample key={tag}>{tag}</LayoutSample>
          ))}
        </Inline>
      </section>
      <section className={layout.card} aria-label="Collapse below md">
        <span className={layout.rowLabel}>collapseBelow md, align right</span>
        <Inline collapseBelow="md" gap="3" align="right">
          <Button variant="secondary">Cancel</Button>
          <Button>Place order</Button>
        </Inline>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(6);
  },
};
