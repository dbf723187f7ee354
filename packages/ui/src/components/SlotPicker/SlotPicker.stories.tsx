import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SlotPicker } from './SlotPicker';
import { ControlledSlotPicker } from './SlotPickerExamples/ControlledSlotPicker';
import { sampleDays, sampleLabels } from './SlotPickerExamples/sampleSlots';

/**
 * A day and a start time for a site survey: a calendar whose days without a free start are unavailable, then that
 * day's start times as a radio group (India's times). One story per purpose: the keyboard path, the mouse path.
 */
const meta = {
  title: 'Components/SlotPicker',
  component: SlotPicker,
  args: { days: sampleDays, value: null, labels: sampleLabels, onChange: fn() },
  render: (args) => <ControlledSlotPicker {...args} />,
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Tab reaches the first bookable day; the arrows move over the calendar, Enter chooses a day (the
 * Wednesday without a free start cannot be chosen); Tab moves to the day's times, the arrows choose one.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const calendar = canvas.getByRole('application', { name: /Day of the visit/ });
    await expect(canvas.getByText('Choose a day to see its times.')).toBeVisible();

    await userEvent.tab();
    await expect(calendar).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveTextContent(/^2$/);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    // 3 June has no free start: still no times.
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const times = canvas.getByRole('radiogroup', { name: /^Start time on Thu, 4 Jun/ });
    await expect(within(times).getAllByRole('radio')).toHaveLength(1);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    const tuesday = canvas.getByRole('radiogroup', { name: /^Start time on Tue, 2 Jun/ });
    await expect(within(tuesday).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['9:00 am', '9:30 am', '10:00 am', '2:00 pm']);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tuesday).getByRole('radio', { name: '9:30 am' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-02T04:00:00.000Z');
  },
};

/** With the mouse: a day and a time, then another day, whose times show with none chosen until one is. */
export const WithTheMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\b2 June 2026|June 2, 2026/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '9:00 am' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-02T03:30:00.000Z');
    await userEvent.click(canvas.getByRole('button', { name: /\b5 June 2026|June 5, 2026/ }));
    await expect(canvas.getByRole('radio', { name: '9:00 am' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '9:30 am' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-05T04:00:00.000Z');
  },
};
