/** The shop's pact with Shiprocket: the API as a consumer of Shiprocket's external API. */
import { resolve } from 'node:path';
import { PACTS_DIR } from '@shop/contracts/pacts';

export const CONSUMER = 'ShopAPI';
export const PROVIDER = 'Shiprocket';
export const SHIPROCKET_PACT_FILE = resolve(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);
