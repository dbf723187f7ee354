import type { Crew, CrewInput } from '@shop/api-client/admin';
import type { ServerProblem } from '../forms/serverProblem';

/** A crew's fields as typed: the PIN codes as one line, the periods and days off as rows. */
export interface CrewForm {
  name: string;
  active: boolean;
  pincodes: string;
  hours: { weekday: number; start: string; end: string }[];
  daysOff: { date: string; reason: string }[];
}

const PINCODE_OR_PREFIX = /^[1-9][0-9]{2}([0-9]{3})?$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Monday to Friday, 9 to 6: where a new crew starts. */
export function newCrewForm(): CrewForm {
  return { name: '', active: true, pincodes: '', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })), daysOff: [] };
}

export function crewFormFrom(crew: Crew): CrewForm {
  return { name: crew.name, active: crew.active, pincodes: crew.pincodes.join(', '), hours: crew.hours.map((period) => ({ ...period })), daysOff: crew.days_off.map((day) => ({ ...day })) };
}

interface CrewWords {
  required: string;
  check: string;
  notPincodes: (bad: string) => string;
  notTime: string;
  notDate: string;
}

/** The request the fields make, or what to correct first; overlaps and repeats are the server's to refuse. */
export function crewInput(form: CrewForm, words: CrewWords): { request: CrewInput } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  if (form.name.trim() === '') errors.name = [words.required];
  const pincodes = [...new Set(form.pincodes.split(/[\s,]+/).filter(Boolean))];
  const bad = pincodes.find((code) => !PINCODE_OR_PREFIX.test(code));
  if (bad !== undefined) errors.pincodes = [words.notPincodes(bad)];
  form.hours.forEach((period, index) => {
    if (!TIME.test(period.start)) errors[`hours.${index}.start`] = [words.notTime];
    if (!TIME.test(period.end)) errors[`hours.${index}.end`] = [words.notTime];
  });
  form.daysOff.forEach((day, index) => {
    if (!DATE.test(day.date)) errors[`days_off.${index}.date`] = [words.notDate];
  });
  if (Object.keys(errors).length > 0) return { problem: { detail: words.check, errors } };
  return {
    request: {
      name: form.name.trim(),
      active: form.active,
      pincodes,
      hours: form.hours.map((period) => ({ weekday: period.weekday, start: period.start, end: period.end })),
      days_off: form.daysOff.map((day) => ({ date: day.date, reason: day.reason.trim() })),
    },
  };
}
