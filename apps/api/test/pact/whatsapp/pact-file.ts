/** The shop's pact with WhatsApp: the API as a consumer of Meta's WhatsApp Cloud API. */
import { resolve } from 'node:path';
import { PACTS_DIR } from '@shop/contracts/pacts';

export const CONSUMER = 'ShopAPI';
export const PROVIDER = 'WhatsApp';
export const WHATSAPP_PACT_FILE = resolve(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);
