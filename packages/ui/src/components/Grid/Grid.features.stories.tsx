import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import * as layout from '../../storybook/storyLayout.css';
import { Grid } from './Grid';

/** One story per way of setting columns, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Grid/Features',
  component: Grid,
  tags: ['!autodocs'],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = ['Spikes', 'Nets', 'Gel', 'Repeller', 'Kits', 'Tools', 'Mesh', 'Clips'];

/** As many columns as fit, each at least 9.5 rem: the product grid. */
export const MinColumnWidth: Story = {
  render: () => (
    <Grid minColumnWidth="sm" gap="4">
      {cells.map((cell) => (
        <LayoutSample key={cell}>{cell}</LayoutSample>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Spikes').getBoundingClientRect();
    await expect(first.width).toBeGreaterThanOrEqual(152);
  },
};

/** `main-aside`: the checkout's content and its 25 rem summary, side by side from 1024 px. */
export const MainAside: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, lg: 'main-aside' }} gap={{ mobile: '5', lg: '8' }} alignItems="flex-start">
      <LayoutSample tall>Delivery address</LayoutSample>
      <LayoutSample>Order summary</LayoutSample>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Order summary').getBoundingClientRect();
    if (window.innerWidth >= 1024) await expect(Math.round(summary.width)).toBe(400);
    else await expect(summary.width).toBeGreaterThan(0);
  },
};

/** `main-auto`: a title and the action that follows it. */
export const MainAuto: Story = {
  render: () => (
    <Grid columns="main-auto" gap="3" alignItems="center">
      <LayoutSample>Shipping to 560001, Bengaluru</LayoutSample>
      <LayoutSample>Change</LayoutSample>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('Change').parentElement!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

/** Every column layout, side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {([1, 2, 3, 4] as const).map((count) => (
        <section key={count} className={layout.card} aria-label={`${count} columns`}>
          <span className={layout.rowLabel}>columns {count}</span>
          <Grid columns={count} gap="2">
            {cells.slice(0, 4).map((cell) => (
              <LayoutSample key={cell}>{cell}</LayoutSample>
            ))}
          </Grid>
        </section>
      ))}
      <section className={`${layout.card} ${layout.wide}`} aria-label="Minimum column width">
        <span className={layout.rowLabel}>minColumnWidth sm (9.5 rem)</span>
        <Grid minColumnWidth="sm" gap="3">
          {cells.map((cell) => (
            <LayoutSample key={cell}>{cell}</LayoutSample>
          ))}
        </Grid>
      </section>
      <section className={layout.card} aria-label="Main and auto">
        <span className={layout.rowLabel}>main-auto</span>
        <Grid columns="main-auto" gap="3">
          <LayoutSample>Content</LayoutSample>
          <LayoutSample>Action</LayoutSample>
        </Grid>
      </section>
      <section className={layout.card} aria-label="Auto and main">
        <span className={layout.rowLabel}>auto-main</span>
        <Grid columns="auto-main" gap="3">
          <LayoutSample>Icon</LayoutSample>
          <LayoutSample>Text beside the icon</LayoutSample>
        </Grid>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(7);
  },
};
