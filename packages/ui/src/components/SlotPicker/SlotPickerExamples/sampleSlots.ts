import type { SlotDay, SlotPickerLabels } from '../SlotPicker';

/** A week of June 2026 as the API might answer it: Wednesday off, Thursday nearly full. Times in India. */
export const sampleDays: SlotDay[] = [
  { date: '2026-06-02', startsAt: ['2026-06-02T03:30:00.000Z', '2026-06-02T04:00:00.000Z', '2026-06-02T04:30:00.000Z', '2026-06-02T08:30:00.000Z'] },
  { date: '2026-06-04', startsAt: ['2026-06-04T05:30:00.000Z'] },
  { date: '2026-06-05', startsAt: ['2026-06-05T03:30:00.000Z', '2026-06-05T04:00:00.000Z'] },
];

export const sampleLabels: SlotPickerLabels = {
  calendar: 'Day of the visit',
  times: 'Start time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  chooseDay: 'Choose a day to see its times.',
};
