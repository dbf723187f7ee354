import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Slider } from './Slider';
import * as styles from './Slider.css';

const rupees: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };

/**
 * The price filter (a range with two thumbs) and a playground. Keyboard,
 * single thumb and states live in `Slider.features.stories.tsx`; guidance in `Slider.mdx`.
 */
const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 50000,
    step: 500,
    defaultValue: [0, 50000],
    thumbLabels: ['Minimum', 'Maximum'],
    formatOptions: rupees,
    showBounds: true,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider<number[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: dragging the right thumb to the left lowers the maximum. The
 * output above the track shows the range in rupees; `onChangeEnd` fires once, on release.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('status');
    await expect(output).toHaveTextContent('₹0 – ₹50,000');

    const max = canvas.getByRole('slider', { name: 'Maximum Price' });
    const thumb = max.closest<HTMLElement>(`.${styles.thumb}`);
    const track = canvasElement.querySelector<HTMLElement>(`.${styles.track}`);
    if (!thumb || !track) throw new Error('The slider has no thumb or track');
    const from = thumb.getBoundingClientRect();
    const rail = track.getBoundingClientRect();
    const y = from.top + from.height / 2;

    // react-aria follows the pointer's page coordinates; the story does not scroll, so page = client.
    const at = (x: number) => ({ clientX: x, clientY: y, pageX: x, pageY: y });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: thumb, coords: at(from.left + from.width / 2) },
      { target: thumb, coords: at(rail.left + rail.width * 0.75) },
      { target: thumb, coords: at(rail.left + rail.width * 0.5) },
      { keys: '[/MouseLeft]', target: thumb, coords: at(rail.left + rail.width * 0.5) },
    ]);

    await waitFor(() => expect(output).toHaveTextContent('₹0 – ₹25,000'));
    await expect(args.onChangeEnd).toHaveBeenCalledTimes(1);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([0, 25000]);
  },
};

export const Playground: Story = {
  args: { isDisabled: false, description: 'Drag either end, or use the arrow keys.' },
};
