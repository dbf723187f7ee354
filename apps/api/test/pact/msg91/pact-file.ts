/** The shop's pact with MSG91: the API as a consumer of MSG91's flow API. */
import { resolve } from 'node:path';
import { PACTS_DIR } from '@shop/contracts/pacts';

export const CONSUMER = 'ShopAPI';
export const PROVIDER = 'MSG91';
export const MSG91_PACT_FILE = resolve(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);
