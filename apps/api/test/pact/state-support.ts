/** What every provider-state module shares: the handler type, the context it gets, and its parameter reader. */
import type { AccountKeys } from '../../src/accounts/keys';
import type { Carrier } from '../../src/shipping/carrier';
import type { StandInMail } from './provider-app';

type Params = Record<string, unknown> | undefined;
export type StateHandler = (params?: unknown) => Promise<Record<string, number | string> | undefined>;

/**
 * What states need besides the database: the app's keys (to sign tokens, hash codes), its mail switch,
 * its address (a state that needs the running app's own signature asks it over HTTP), its media folder, and
 * its courier aggregator.
 */
export interface StateContext {
  keys: AccountKeys;
  mail: StandInMail;
  url: string;
  /** Where the provider stores uploads (local disk in the verification). */
  mediaDir: string;
  /** The courier aggregator the running API books with. */
  carrier: Carrier;
}

/** A required string parameter of a state; a missing one is a broken pact, said plainly. */
export function param(params: unknown, name: string): string {
  const value = (params as Params)?.[name];
  if (typeof value !== 'string' || value === '') throw new Error(`provider state parameter "${name}" is missing`);
  return value;
}
