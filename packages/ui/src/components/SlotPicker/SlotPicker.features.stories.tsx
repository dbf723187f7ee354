import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { SlotPicker } from './SlotPicker';
import { ControlledSlotPicker } from './SlotPickerExamples/ControlledSlotPicker';
import { sampleDays, sampleLabels } from './SlotPickerExamples/sampleSlots';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/SlotPicker/Features',
  component: SlotPicker,
  tags: ['!autodocs'],
  args: { days: sampleDays, value: null, labels: sampleLabels, onChange: fn() },
  render: (args) => <ControlledSlotPicker {...args} />,
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A start someone else took meanwhile: the server's words at the times, the day and time still shown. */
export const SlotTaken: Story = {
  args: { value: '2026-06-02T04:00:00.000Z', errorMessage: 'Someone has just booked this time. Choose another.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '9:30 am' })).toBeChecked();
    await expect(canvas.getByText('Someone has just booked this time. Choose another.')).toBeVisible();
  },
};

/**
 * In a form whose server names the start `starts_at`: the times carry that name, so the form's error summary links
 * to them (FormErrorSummary finds a field by its name) and its message shows at them.
 */
export const NamedInAForm: Story = {
  args: { name: 'starts_at', value: '2026-06-02T04:00:00.000Z', errorMessage: 'No crew is free for the whole job then. Choose another time.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const named = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name="starts_at"]')];
    await expect(named.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio', 'radio']);
    await expect(named.find((radio) => radio.checked)).toBe(canvas.getByRole('radio', { name: '9:30 am' }));
    await expect(canvas.getByText('No crew is free for the whole job then. Choose another time.')).toBeVisible();
  },
};

export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="slot-states">
        <header className={layout.cardHeader}>
          <h2 id="slot-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>No day chosen; a day and time chosen; a time just taken.</p>
        </header>
        <ControlledSlotPicker {...args} labels={{ ...sampleLabels, calendar: 'Day of the visit (none chosen)' }} />
        <ControlledSlotPicker {...args} value="2026-06-05T03:30:00.000Z" labels={{ ...sampleLabels, calendar: 'Day of the visit (chosen)' }} />
        <ControlledSlotPicker
          {...args}
          value="2026-06-02T04:00:00.000Z"
          errorMessage="Someone has just booked this time. Choose another."
          labels={{ ...sampleLabels, calendar: 'Day of the visit (taken)' }}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('application')).toHaveLength(3);
  },
};
