import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Heading } from './Heading';

/** One story per Heading option, plus `All` for visual checks. */
const meta = {
  title: 'Typography/Heading/Features',
  component: Heading,
  tags: ['!autodocs'],
  args: { level: 2, children: 'Order summary' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The level sets the element; `size` the look: an h2 drawn as a page title. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: '3xl', children: 'Our story' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Our story' });
    await expect(getComputedStyle(heading).fontSize).toBe('30px');
  },
};

/** A muted, semibold sub-heading. */
export const MutedSemibold: Story = {
  args: { level: 3, tone: 'muted', weight: 'semibold', children: 'Delivered on 12 March' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(getComputedStyle(heading).fontWeight).toBe('600');
  },
};

/** A long single word wraps instead of widening the page on phones. */
export const LongWord: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { level: 1, children: 'Results for "antibirdmonkeyrepellentspikesystemultrapro"' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** Every level at its default size, then the tones. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Levels">
        {([1, 2, 3, 4, 5, 6] as const).map((level) => (
          <Heading key={level} level={level}>
            Heading level {level}
          </Heading>
        ))}
      </section>
      <section className={layout.card} aria-label="Sizes and tones">
        <Heading level={2} size="4xl">
          Size 4xl
        </Heading>
        <Heading level={2} size="2xl" tone="brand">
          Brand tone
        </Heading>
        <Heading level={2} size="lg" tone="muted" weight="semibold">
          Muted semibold
        </Heading>
        <Heading level={2} size="xl" align="center">
          Centred
        </Heading>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(10);
  },
};
