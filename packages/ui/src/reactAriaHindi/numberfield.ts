import type { PackageStrings } from './strings';

/** react-aria's number field (the quantity stepper): its − and + buttons, named after the field. */
export default {
  decrease: (values: { fieldLabel: string }) => `${values.fieldLabel} घटाएँ`,
  increase: (values: { fieldLabel: string }) => `${values.fieldLabel} बढ़ाएँ`,
  numberField: 'संख्या',
} satisfies PackageStrings;
