import type { PackageStrings } from './strings';

/** react-aria's toasts: the ✕ and the region's name. */
export default {
  close: 'बंद करें',
  notifications: (values: { count: number }, formatter) =>
    `${formatter.plural(values.count, { one: () => `${formatter.number(values.count)} सूचना`, other: () => `${formatter.number(values.count)} सूचनाएँ` })}।`,
} satisfies PackageStrings;
