import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Spinner } from './Spinner';
import * as ringStyles from './SpinnerRing/SpinnerRing.css';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading products' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['brand', 'inverse'] },
  },
  parameters: {
    docs: {
      description: {
        component: `
An indeterminate loading indicator for content that is on its way: a product grid, order history, a pincode check.

**Do**
- Name what is loading ("Loading products", "Checking pincode"), not just "Loading".
- Show it only after ~300 ms, so fast responses do not flash a spinner.
- Inside a button, use the button's \`isPending\` instead: it keeps focus and the button's name.

**Don't**
- Don't use it for progress you can measure (uploads): show a progress bar with a value.
- Don't show several spinners at once for one request.

**Accessibility**
- \`role="progressbar"\` without a value (indeterminate), named by \`label\` (as \`aria-label\`, or a visible label with \`isLabelVisible\`).
- Under \`prefers-reduced-motion: reduce\` the ring fades slowly instead of spinning.
- The ring is \`currentColor\`, brand green by default: 6.8:1 on the page, above the 3:1 needed for graphics.
`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found by its role and its name, like a screen reader finds it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading products' });
    // Indeterminate: no value is claimed.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** The label shown next to the ring, for loading states with room for words. */
export const WithVisibleLabel: Story = {
  args: { label: 'Checking delivery to 560001…', isLabelVisible: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Checking delivery to 560001…' })).toBeVisible();
    await expect(canvas.getByText('Checking delivery to 560001…')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading your orders' } };

/** On the brand fill, e.g. a hero banner that is still loading. */
export const Inverse: Story = {
  args: { tone: 'inverse', isLabelVisible: true, label: 'Loading offers' },
  render: (args) => (
    <div style={{ display: 'inline-flex', padding: 24, borderRadius: 12, background: vars.color.bg.brand }}>
      <Spinner {...args} />
    </div>
  ),
};

/**
 * With `prefers-reduced-motion: reduce` the ring fades instead of rotating. The
 * test runner emulates that preference for this story (`parameters.reducedMotion`);
 * viewed in Storybook it follows your system setting.
 */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading products' });
    const ring = spinner.querySelector('svg');
    await expect(ring).not.toBeNull();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(ring as Element).animationName).toBe(reduced ? ringStyles.fade : ringStyles.rotate);
  },
};

/** Every size and tone. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 32 }}>
      <Spinner size="sm" label="Loading, small" />
      <Spinner size="md" label="Loading, medium" />
      <Spinner size="lg" label="Loading, large" />
      <Spinner size="sm" label="Loading products" isLabelVisible />
      <div style={{ display: 'inline-flex', padding: 16, borderRadius: 12, background: vars.color.bg.brand }}>
        <Spinner size="md" tone="inverse" label="Loading offers" isLabelVisible />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(5);
  },
};
