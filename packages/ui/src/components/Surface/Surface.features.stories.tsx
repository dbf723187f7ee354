import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { Text } from '../Text/Text';
import { Surface, type SurfacePadding, type SurfaceVariant } from './Surface';

/** One story per Surface variant and padding step, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Surface/Features',
  component: Surface,
  tags: ['!autodocs'],
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

const content = (title: string) => [
  <SectionHeader key="title" title={title} level={3} />,
  <Text key="text" tone="muted">
    Ships in 2 working days from Pune.
  </Text>,
];

/** Hairline, no shadow: a panel inside a panel. */
export const Outlined: Story = {
  args: { variant: 'outlined', as: 'section', 'aria-label': 'Outlined', children: content('Outlined') },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Outlined' });
    await expect(getComputedStyle(panel).boxShadow).toBe('none');
    await expect(getComputedStyle(panel).borderTopStyle).toBe('solid');
  },
};

/** Tinted, no line: a note or a summary set into a raised panel. */
export const Muted: Story = {
  args: { variant: 'muted', as: 'aside', 'aria-label': 'Note', children: content('Muted') },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: 'Note' });
    await expect(getComputedStyle(panel).borderTopStyle).toBe('none');
  },
};

/** `padding="none"`: an image or a table that runs to the panel's edges. */
export const NoPadding: Story = {
  args: { padding: 'none', children: <Text>Edge to edge</Text> },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByText('Edge to edge').parentElement!;
    await expect(getComputedStyle(panel).paddingTop).toBe('0px');
  },
};

const variants: SurfaceVariant[] = ['raised', 'outlined', 'muted'];
const paddings: SurfacePadding[] = ['sm', 'md', 'lg'];

/** Every variant, then every padding step. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {variants.map((variant) => (
        <Surface key={variant} variant={variant} as="section" aria-label={`Variant ${variant}`}>
          {content(`Variant ${variant}`)}
        </Surface>
      ))}
      {paddings.map((padding) => (
        <Surface key={padding} padding={padding} as="section" aria-label={`Padding ${padding}`}>
          {content(`Padding ${padding}`)}
        </Surface>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(6);
  },
};
