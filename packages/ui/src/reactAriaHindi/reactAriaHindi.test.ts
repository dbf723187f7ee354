import { dictionary } from 'react-aria-components/i18n';
import { describe, expect, it } from 'vitest';
import breadcrumbs from './breadcrumbs';
import calendar from './calendar';
import menu from './menu';
import numberfield from './numberfield';
import overlays from './overlays';
import reactAriaComponents from './react-aria-components';
import searchfield from './searchfield';
import spinbutton from './spinbutton';
import type { PackageStrings, StringFormatter } from './strings';
import toast from './toast';

/**
 * Each module of react-aria's strings in Hindi gives every string its English has (react-aria-components' English of
 * all its packages, by package), each in Hindi; a function is given sample values and a formatter like react-aria's.
 * A string missing here would not break a page (the build lays the Hindi over the English) but would be read in
 * English, which is what this stops.
 */
const hindi: Record<string, PackageStrings> = {
  '@react-aria/breadcrumbs': breadcrumbs,
  '@react-aria/calendar': calendar,
  '@react-aria/menu': menu,
  '@react-aria/numberfield': numberfield,
  '@react-aria/overlays': overlays,
  'react-aria-components': reactAriaComponents,
  '@react-aria/searchfield': searchfield,
  '@react-aria/spinbutton': spinbutton,
  '@react-aria/toast': toast,
};

/** react-aria's English, by package. */
const english = dictionary.getStringsForLocale('en-US') as unknown as Record<string, Record<string, unknown>>;

const formatter: StringFormatter = {
  plural: (count, options) => {
    const chosen = options[count === 1 ? 'one' : 'other'] ?? '';
    return typeof chosen === 'function' ? chosen() : chosen;
  },
  number: (value) => String(value),
  select: (options, value) => {
    const chosen = options[String(value)] ?? options.other ?? '';
    return typeof chosen === 'function' ? chosen() : chosen;
  },
};

/** Values a string may ask for: any name gives a number (for plurals) that reads as a word too. */
const values = new Proxy({}, { get: () => 2 });

describe("react-aria's strings in Hindi", () => {
  it.each(Object.keys(hindi))('%s has every string of its English, in Hindi', (name) => {
    const strings = hindi[name]!;
    const ofPackage = english[name];
    expect(ofPackage, `react-aria has no package ${name}`).toBeDefined();
    expect(Object.keys(strings).sort()).toEqual(Object.keys(ofPackage!).sort());
    for (const [key, value] of Object.entries(strings)) {
      const text = typeof value === 'function' ? (value as (v: unknown, f: StringFormatter) => unknown)(values, formatter) : value;
      expect(typeof text, key).toBe('string');
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
