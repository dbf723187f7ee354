/** What the public pages and the shopping feed are made from besides the database. */
import type { ReadOfferTerms } from '../flows/offer-terms';
import type { PublicVersion } from '../sales';

export interface PublicSources {
  publicData: PublicVersion;
  /** The shop's shipping and return terms, which product pages and the shopping feed state. */
  offerTerms: ReadOfferTerms;
}
