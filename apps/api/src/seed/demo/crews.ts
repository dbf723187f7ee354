import type { DemoCrew, DemoService } from './types';

/** Monday to Saturday, 9 to 1 and 2 to 6, in India: a fitter's day with lunch. */
const WORKING_WEEK = ([1, 2, 3, 4, 5, 6] as const).flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);

/** The demo shop's fitting crews, in three metros by their PIN codes' district prefixes, so site surveys can be booked. */
export const demoCrews: readonly DemoCrew[] = [
  { name: 'Pune crew', pincodes: ['411', '412'], hours: WORKING_WEEK },
  { name: 'Bengaluru crew', pincodes: ['560', '562'], hours: WORKING_WEEK },
  { name: 'Delhi NCR crew', pincodes: ['110', '122', '201'], hours: WORKING_WEEK },
];

/** What the demo crews fit and for how much, GST included; SAC 998739 is the installation of other goods. */
export const demoServices: readonly DemoService[] = [
  { name: 'Bird spike fitting', unit: 'running_metre', pricePaise: 15000, sacCode: '998739', gstRatePercent: 18 },
  { name: 'Bird net fitting', unit: 'square_metre', pricePaise: 6000, sacCode: '998739', gstRatePercent: 18 },
  { name: 'Balcony net fitting', unit: 'job', pricePaise: 149900, sacCode: '998739', gstRatePercent: 18, jobMinutes: 180 },
];
