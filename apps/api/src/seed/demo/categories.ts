import type { DemoCategory } from './types';

// Order matters: the footer shows the first three, and /category/1 is 'Bird Spikes'.
export const demoCategories: DemoCategory[] = [
  { name: 'Bird Spikes' },
  { name: 'Bird Nets' },
  { name: 'Accessories' },
  { name: 'Monkey Spikes' },
];
