import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Text, type TextTone } from './Text';

/** One story per Text option, plus `All` for visual checks. */
const meta = {
  title: 'Typography/Text/Features',
  component: Text,
  tags: ['!autodocs'],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `tone="critical"` for an error line next to a field or a failed action. */
export const Critical: Story = {
  args: { tone: 'critical', children: 'That pincode is not one we deliver to yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/pincode/)).toBeVisible();
  },
};

/** `truncate`: one line with an ellipsis; the whole text stays readable to screen readers. */
export const Truncate: Story = {
  render: () => (
    <div style={{ width: '12rem' }}>
      <Text as="span" truncate>
        Heavy-duty stainless steel bird spikes, 10 ft pack with glue
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Heavy-duty/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

/** `wrap="breakWord"`: a long e-mail address breaks instead of overflowing a narrow column. */
export const BreakWord: Story = {
  render: () => (
    <div style={{ width: '10rem' }}>
      <Text wrap="breakWord">rajeshwari.venkataraman.procurement@example.co.in</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/rajeshwari/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

const tones: TextTone[] = ['default', 'muted', 'brand', 'link', 'success', 'warning', 'critical', 'info', 'disabled'];

/** Every tone, size and weight. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Tones">
        {tones.map((tone) => (
          <Text key={tone} tone={tone}>
            Tone {tone}: your order has been placed.
          </Text>
        ))}
      </section>
      <section className={layout.card} aria-label="Sizes and weights">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Text key={size} size={size}>
            Size {size}
          </Text>
        ))}
        {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
          <Text key={weight} weight={weight}>
            Weight {weight}
          </Text>
        ))}
        <Text tabularNums align="right">
          ₹1,11,499.00
        </Text>
        <Text measure="intro" tone="muted" leading="body">
          An introduction held to 60 characters a line, so it reads comfortably on a wide screen as well as on a phone.
        </Text>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tone critical/)).toBeVisible();
  },
};
