import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Slider } from './Slider';
import * as styles from './Slider.css';

const rupees: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };

/** Keyboard, one thumb, formatting and states, plus `All` for visual checks. */
const meta = {
  title: 'Components/Slider/Features',
  component: Slider,
  tags: ['!autodocs'],
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 50000,
    step: 500,
    defaultValue: [0, 50000],
    thumbLabels: ['Minimum', 'Maximum'],
    formatOptions: rupees,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Slider<number[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: each thumb is a Tab stop, named from its thumb label and the
 * slider's label ("Minimum Price", "Maximum Price"), and read as rupees.
 * ←/→ move by one step, Page Up/Down by a tenth of the range, Home/End to the ends; a thumb cannot pass the other one.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum Price' });
    const max = canvas.getByRole('slider', { name: 'Maximum Price' });
    const output = canvas.getByRole('status');

    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '₹500');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([500, 50000]);
    await userEvent.keyboard('{PageUp}');
    await expect(min).toHaveValue('5500');
    await expect(output).toHaveTextContent('₹5,500 – ₹50,000');
    await userEvent.keyboard('{Home}');
    await expect(min).toHaveValue('0');

    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{PageDown}');
    await expect(max).toHaveAttribute('aria-valuetext', '₹44,500');
    // Home stops at the other thumb: the range never turns inside out.
    await userEvent.keyboard('{Home}');
    await expect(max).toHaveValue('0');
    await userEvent.keyboard('{End}');
    await expect(output).toHaveTextContent('₹0 – ₹50,000');
  },
};

/** With the pointer, a press on the track moves the nearer thumb to that point. */
export const TrackPress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const track = canvasElement.querySelector<HTMLElement>(`.${styles.track}`);
    if (!track) throw new Error('The slider has no track');
    const rail = track.getBoundingClientRect();
    const x = rail.left + rail.width * 0.2;
    const y = rail.top + rail.height / 2;
    const coords = { clientX: x, clientY: y, pageX: x, pageY: y };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords },
      { keys: '[/MouseLeft]', target: track, coords },
    ]);
    await expect(canvas.getByRole('slider', { name: 'Minimum Price' })).toHaveValue('10000');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([10000, 50000]);
  },
};

/** Indian digit grouping: one lakh is ₹1,00,000 (the `locale` prop, `en-IN` by default). */
export const IndianGrouping: Story = {
  args: { maxValue: 200000, step: 5000, defaultValue: [25000, 150000], showBounds: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₹25,000 – ₹1,50,000');
    await expect(canvas.getByRole('slider', { name: 'Maximum Price' })).toHaveAttribute('aria-valuetext', '₹1,50,000');
  },
};

/** One thumb: a price ceiling. The label names the thumb. */
export const SingleThumb: Story = {
  render: (args) => (
    <Slider
      label="Price up to"
      minValue={0}
      maxValue={50000}
      step={500}
      defaultValue={20000}
      formatOptions={args.formatOptions}
      onChangeEnd={(value) => args.onChangeEnd?.([value])}
      showBounds
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Price up to' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('₹20,500');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([20500]);
  },
};

/** A coarser `step` for quicker choices. */
export const Step: Story = {
  args: { step: 5000, defaultValue: [5000, 20000] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('slider', { name: 'Minimum Price' })).toHaveValue('10000');
  },
};

export const WithDescription: Story = {
  args: { description: 'Prices include GST.', showBounds: true },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [2000, 15000] },
  play: async ({ canvasElement }) => {
    for (const thumb of within(canvasElement).getAllByRole('slider')) await expect(thumb).toBeDisabled();
  },
};

/** Range, single thumb and disabled, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="slider-range">
        <header className={layout.cardHeader}>
          <h2 id="slider-range" className={layout.cardTitle}>
            Range
          </h2>
          <p className={layout.cardDescription}>The price filter of the products page.</p>
        </header>
        <Slider
          label="Price"
          minValue={0}
          maxValue={50000}
          step={500}
          defaultValue={[2500, 30000]}
          thumbLabels={['Minimum', 'Maximum']}
          formatOptions={rupees}
          showBounds
        />
        <Slider
          label="Price"
          minValue={0}
          maxValue={50000}
          step={500}
          defaultValue={[0, 50000]}
          thumbLabels={['Minimum', 'Maximum']}
          formatOptions={rupees}
          description="Prices include GST."
        />
      </section>
      <section className={layout.card} aria-labelledby="slider-single">
        <header className={layout.cardHeader}>
          <h2 id="slider-single" className={layout.cardTitle}>
            One thumb and disabled
          </h2>
          <p className={layout.cardDescription}>A ceiling, and a filter that does not apply right now.</p>
        </header>
        <Slider label="Price up to" minValue={0} maxValue={50000} step={500} defaultValue={20000} formatOptions={rupees} showBounds />
        <Slider
          label="Price"
          minValue={0}
          maxValue={50000}
          defaultValue={[2000, 15000]}
          thumbLabels={['Minimum', 'Maximum']}
          formatOptions={rupees}
          isDisabled
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('slider')).toHaveLength(7);
  },
};
