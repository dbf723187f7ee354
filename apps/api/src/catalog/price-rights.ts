/**
 * Prices are the owner's: sales and coupons, which lower what orders charge, are owner-only, and a price,
 * M.R.P. or price break by quantity set by hand is the same power. Other staff keep the rest of a product and its variants (words, photos,
 * stock, parcel); a save of theirs that leaves both figures as they were goes through.
 */
import type { Schema } from '@shop/contracts';
import type { PriceTier } from '@shop/rules';
import type { StaffRole } from '../db/tables/values';
import { ForbiddenError, problem } from '../errors';

const PRICES_ARE_THE_OWNERS = problem('prices_are_the_owners', 'Only the shop’s owner may change prices.');

export interface Actor {
  id: number;
  role: StaffRole;
}

/** Refuses (403, naming each figure changed) a change of price or M.R.P. by anyone but an owner. */
export function assertMayChangePrices(
  actor: Actor,
  before: { price_paise: number; mrp_paise: number; price_tiers?: readonly Schema<'PriceTier'>[] },
  after: { pricePaise: number; maxPricePaise: number; priceTiers?: readonly PriceTier[] | undefined },
): void {
  if (actor.role === 'owner') return;
  const changed = {
    ...(after.pricePaise !== before.price_paise ? { price_paise: [problem('owner_sets_prices', 'Only the owner changes the price; leave it as it was.')] } : {}),
    ...(after.maxPricePaise !== before.mrp_paise ? { mrp_paise: [problem('owner_sets_prices', 'Only the owner changes the M.R.P.; leave it as it was.')] } : {}),
    ...(tiersChanged(before.price_tiers, after.priceTiers) ? { price_tiers: [problem('owner_sets_prices', 'Only the owner changes the prices by quantity; leave them as they were.')] } : {}),
  };
  if (Object.keys(changed).length > 0) throw new ForbiddenError(PRICES_ARE_THE_OWNERS, changed);
}

/** Tiers left out of a save are kept, so they did not change. */
function tiersChanged(before: readonly Schema<'PriceTier'>[] | undefined, after: readonly PriceTier[] | undefined): boolean {
  if (after === undefined) return false;
  const stored = before ?? [];
  return (
    after.length !== stored.length ||
    after.some((tier, index) => tier.minQuantity !== stored[index]!.min_quantity || tier.percentOff !== stored[index]!.percent_off || tier.unitPricePaise !== stored[index]!.unit_price_paise)
  );
}
