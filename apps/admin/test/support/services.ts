import type { AdminService } from '@shop/api-client/admin';

/** The catalogue's spike fitting as the API answers it: ₹150 a running metre with 18 % GST, SAC 998739. */
export const spikeFitting: AdminService = {
  id: 2,
  name: 'Bird spike fitting',
  kind: 'installation',
  unit: 'running_metre',
  price_paise: 15000,
  sac_code: '998739',
  gst_rate: 18,
  active: true,
  job_minutes: 120,
  version: 1,
  updated_at: '2026-06-01T04:30:00.000Z',
};
