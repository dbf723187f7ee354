import type { AdminService, ServiceInput } from '@shop/api-client/admin';
import { DEFAULT_JOB_MINUTES, JOB_MINUTES_RANGE } from '@shop/rules/installationLength';
import { sacCodeProblem, unitProblem, UNITS_OF_KIND, type ServiceKind, type ServiceUnit } from '@shop/rules/services';
import type { ServerProblem } from '../forms/serverProblem';

export type GstRate = ServiceInput['gst_rate'];
export const GST_RATES: readonly GstRate[] = [0, 5, 12, 18, 28];

/** A service's fields as typed: the price in paise, null while the field holds no amount; a fixed job's minutes. */
export interface ServiceForm {
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  pricePaise: number | null;
  sacCode: string;
  gstRate: GstRate;
  active: boolean;
  jobMinutes: number;
}

/** A new service is installation by the running metre under SAC 998739, at 18 %: what the shop adds most. */
export function newServiceForm(): ServiceForm {
  return { name: '', kind: 'installation', unit: 'running_metre', pricePaise: null, sacCode: '998739', gstRate: 18, active: true, jobMinutes: DEFAULT_JOB_MINUTES };
}

export function serviceFormFrom(service: AdminService): ServiceForm {
  return {
    name: service.name,
    kind: service.kind,
    unit: service.unit,
    pricePaise: service.price_paise,
    sacCode: service.sac_code,
    gstRate: service.gst_rate,
    active: service.active,
    jobMinutes: service.job_minutes,
  };
}

/** The units a kind is priced in, for the unit's choices. */
export function unitsOf(kind: ServiceKind): readonly ServiceUnit[] {
  return UNITS_OF_KIND[kind];
}

interface ServiceWords {
  required: string;
  check: string;
  notAmount: string;
  jobMinutes: string;
}

/** The request the fields make, or what to correct first, by the rules the server applies (@shop/rules/services). */
export function serviceInput(form: ServiceForm, words: ServiceWords): { request: ServiceInput } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  if (form.name.trim() === '') errors.name = [words.required];
  if (form.pricePaise === null) errors.price_paise = [words.notAmount];
  const unit = unitProblem(form.kind, form.unit);
  if (unit) errors.unit = [unit];
  const sac = sacCodeProblem(form.kind, form.sacCode.trim());
  if (sac) errors.sac_code = [sac];
  if (!Number.isInteger(form.jobMinutes) || form.jobMinutes < JOB_MINUTES_RANGE.min || form.jobMinutes > JOB_MINUTES_RANGE.max) errors.job_minutes = [words.jobMinutes];
  if (Object.keys(errors).length > 0 || form.pricePaise === null) return { problem: { detail: words.check, errors } };
  return {
    request: {
      name: form.name.trim(),
      kind: form.kind,
      unit: form.unit,
      price_paise: form.pricePaise,
      sac_code: form.sacCode.trim(),
      gst_rate: form.gstRate,
      active: form.active,
      job_minutes: form.jobMinutes,
    },
  };
}
