import type { PackageStrings } from './strings';

/** react-aria's calendar (the visit's day in the slot picker): month buttons and what a day is read as. */
export default {
  previous: 'पिछला महीना',
  next: 'अगला महीना',
  selectedDateDescription: (values: { date: string }) => `चुनी गई तारीख: ${values.date}`,
  selectedRangeDescription: (values: { dateRange: string }) => `चुनी गई अवधि: ${values.dateRange}`,
  todayDate: (values: { date: string }) => `आज, ${values.date}`,
  todayDateSelected: (values: { date: string }) => `आज, ${values.date}, चुनी गई`,
  dateSelected: (values: { date: string }) => `${values.date}, चुनी गई`,
  startRangeSelectionPrompt: 'तारीखों की अवधि चुनना शुरू करने के लिए क्लिक करें',
  finishRangeSelectionPrompt: 'अवधि पूरी करने के लिए क्लिक करें',
  minimumDate: 'पहली उपलब्ध तारीख',
  maximumDate: 'आखिरी उपलब्ध तारीख',
  dateRange: (values: { startDate: string; endDate: string }) => `${values.startDate} से ${values.endDate} तक`,
} satisfies PackageStrings;
