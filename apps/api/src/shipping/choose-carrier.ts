/** The carrier the configuration names: Shiprocket with its API user, otherwise the demo (config.ts refuses that in production unless asked). */
import type { Carrier } from './carrier';
import { createDemoCarrier, type DemoCarrierOptions } from './demo-carrier';
import { createShiprocketCarrier } from './shiprocket-carrier';
import type { ShiprocketConfig } from './shiprocket-api';

export function chooseCarrier(shiprocket: ShiprocketConfig | undefined, demo: DemoCarrierOptions): Carrier {
  return shiprocket ? createShiprocketCarrier(shiprocket) : createDemoCarrier(demo);
}
