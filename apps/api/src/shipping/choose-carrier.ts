/** The carrier the configuration names: Shiprocket with its API user, otherwise the demo (config.ts refuses that in production unless asked). */
import type { Carrier } from './carrier';
import { createDemoCarrier } from './demo-carrier';
import { createShiprocketCarrier, type ShiprocketConfig } from './shiprocket-carrier';

export function chooseCarrier(shiprocket: ShiprocketConfig | undefined): Carrier {
  return shiprocket ? createShiprocketCarrier(shiprocket) : createDemoCarrier();
}
