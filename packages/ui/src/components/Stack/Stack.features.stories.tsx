import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import * as layout from '../../storybook/storyLayout.css';
import { Stack } from './Stack';

/** One story per Stack option, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Stack/Features',
  component: Stack,
  tags: ['!autodocs'],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = ['Bird spikes', 'Pigeon net', 'Monkey repeller'];

/** Hairlines between the children; a list keeps only list items, the lines hidden from screen readers. */
export const Dividers: Story = {
  render: () => (
    <Stack as="ul" gap="3" dividers aria-label="Products">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    // The two dividers are list items too, but hidden: the accessible list has three entries.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  },
};

/** `align="center"`: children keep their own width and sit in the middle. */
export const AlignCenter: Story = {
  render: () => (
    <Stack gap="2" align="center">
      <LayoutSample>Short</LayoutSample>
      <LayoutSample>A somewhat longer line</LayoutSample>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Short').parentElement!;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

/** The gap per breakpoint: 20 px on phones, 32 px from 768 px (the checkout page's rhythm). */
export const ResponsiveGap: Story = {
  render: () => (
    <Stack gap={{ mobile: '5', md: '8' }}>
      <LayoutSample>Header</LayoutSample>
      <LayoutSample>Content</LayoutSample>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Header').parentElement!;
    await expect(getComputedStyle(stack).rowGap).toBe(window.innerWidth >= 768 ? '32px' : '20px');
  },
};

/** Every gap step and alignment, side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {(['1', '2', '4', '6'] as const).map((gap) => (
        <section key={gap} className={layout.card} aria-label={`Gap ${gap}`}>
          <span className={layout.rowLabel}>gap {gap}</span>
          <Stack gap={gap}>
            {items.map((item) => (
              <LayoutSample key={item}>{item}</LayoutSample>
            ))}
          </Stack>
        </section>
      ))}
      {(['left', 'center', 'right'] as const).map((align) => (
        <section key={align} className={layout.card} aria-label={`Align ${align}`}>
          <span className={layout.rowLabel}>align {align}</span>
          <Stack gap="2" align={align}>
            <LayoutSample>Short</LayoutSample>
            <LayoutSample>A longer child</LayoutSample>
          </Stack>
        </section>
      ))}
      <section className={layout.card} aria-label="Dividers">
        <span className={layout.rowLabel}>dividers</span>
        <Stack gap="3" dividers>
          {items.map((item) => (
            <span key={item}>{item}</span>
          ))}
        </Stack>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(8);
  },
};
