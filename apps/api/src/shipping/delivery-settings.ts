/**
 * The owner's delivery settings: the shipping fee and the goods' value that ships free, the cash-on-delivery rules (switched on, its fee, the largest order it
 * may pay for, how many refused deliveries end it for a customer, how long a customer has to confirm),
 * the courier's steps that e-mail the customer, and the owner's usual days in transit. Kept in app_settings as one JSON value (shared by
 * every instance), version-checked and audited; a value saved before a setting existed reads its default.
 */
import type { Schema } from '@shop/contracts';
import { FREE_SHIPPING, type ShippingRule } from '@shop/rules';
import { eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings } from '../db/schema';
import type { TrackingStep } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { InvalidInputError, problem } from '../errors';

const DELIVERY_SETTINGS = 'delivery_settings';

export interface DeliverySettings extends ShippingRule {
  codEnabled: boolean;
  /** GST included; a line of its own on the invoice. */
  codFeePaise: number;
  /** The largest order total (goods, shipping and the fee) payable on delivery. */
  codMaxOrderPaise: number;
  /** A customer with this many returned deliveries is offered cash on delivery no more. */
  codMaxRefused: number;
  codConfirmHours: number;
  trackingMailSteps: TrackingStep[];
  /**
   * The working days from pickup to the door anywhere in India, as the owner knows them from their courier: what the
   * shop states to search engines and shopping feeds when the courier aggregator quotes days per pincode only.
   */
  usualTransitDays: { min: number; max: number } | null;
  version: number;
}

/** A save: the usual transit days left out (a client that predates them) keep what is stored. */
export type DeliverySettingsChange = Omit<DeliverySettings, 'usualTransitDays'> & { usualTransitDays?: DeliverySettings['usualTransitDays'] | undefined };

/**
 * Shipping is free until the owner sets a fee (the demo's data sets ₹99 below ₹999). For cash on delivery,
 * what Indian D2C shops commonly start with: a ₹49 fee, orders up to ₹10,000, no second chance after a
 * refused parcel (each costs the shop both ways' freight), a day to confirm; mail when the parcel is on its
 * last leg or something went wrong.
 */
export const DEFAULT_DELIVERY_SETTINGS: Omit<DeliverySettings, 'version'> = {
  ...FREE_SHIPPING,
  codEnabled: true,
  codFeePaise: 4900,
  codMaxOrderPaise: 10_000_00,
  codMaxRefused: 1,
  codConfirmHours: 24,
  trackingMailSteps: ['out_for_delivery', 'delivered', 'delivery_failed', 'rto_initiated'],
  usualTransitDays: null,
};

export async function deliverySettings(db: Database | Transaction): Promise<DeliverySettings> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, DELIVERY_SETTINGS));
  if (!row) return { ...DEFAULT_DELIVERY_SETTINGS, version: 1 };
  return { ...DEFAULT_DELIVERY_SETTINGS, ...(JSON.parse(row.value) as Partial<DeliverySettings>), version: row.version };
}

/** Sets the shipping rule of a shop that has saved no delivery settings yet (the demo's data); others keep theirs. */
export async function setShippingRule(db: Database | Transaction, rule: ShippingRule): Promise<void> {
  const { shippingFeePaise, freeShippingFromPaise } = rule;
  const value = JSON.stringify({ ...DEFAULT_DELIVERY_SETTINGS, shippingFeePaise, freeShippingFromPaise });
  await db.insert(appSettings).values({ key: DELIVERY_SETTINGS, value }).onConflictDoNothing({ target: appSettings.key });
}

const TRANSIT_BACKWARDS = problem('transit_backwards', 'The most days in transit cannot be fewer than the fewest.');

/**
 * Saves the settings whole (the contract has already bounded each value, each of the transit days within 1–15);
 * a stale version is refused, and so is a transit range whose most is below its fewest.
 */
export async function updateDeliverySettings(db: Database, change: DeliverySettingsChange, actorId: number): Promise<DeliverySettings> {
  const transit = change.usualTransitDays;
  if (transit && transit.max < transit.min) throw new InvalidInputError({ 'usual_transit_days.max': [TRANSIT_BACKWARDS] });
  return inTransaction(db, async (tx) => {
    // The first save finds no row: store the defaults first so the version check and lock have one.
    await tx.insert(appSettings).values({ key: DELIVERY_SETTINGS, value: JSON.stringify(DEFAULT_DELIVERY_SETTINGS) }).onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, DELIVERY_SETTINGS)).for('update');
    assertVersion(current!.version, change.version, 'setting');
    const before = await deliverySettings(tx);
    const { version: _version, ...values } = change;
    const after: DeliverySettings = {
      ...values,
      trackingMailSteps: [...new Set(values.trackingMailSteps)],
      usualTransitDays: values.usualTransitDays === undefined ? before.usualTransitDays : values.usualTransitDays,
      version: current!.version + 1,
    };
    await tx.update(appSettings).set({ value: JSON.stringify({ ...after, version: undefined }), version: after.version }).where(eq(appSettings.key, DELIVERY_SETTINGS));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: DELIVERY_SETTINGS, before, after });
    return after;
  });
}

/** The owner's save, from the contract's shape. */
export function settingsOfUpdate(update: Schema<'DeliverySettingsUpdate'>): DeliverySettingsChange {
  return {
    shippingFeePaise: update.shipping_fee_paise,
    freeShippingFromPaise: update.free_shipping_from_paise,
    codEnabled: update.cod_enabled,
    codFeePaise: update.cod_fee_paise,
    codMaxOrderPaise: update.cod_max_order_paise,
    codMaxRefused: update.cod_max_refused,
    codConfirmHours: update.cod_confirm_hours,
    trackingMailSteps: update.tracking_mail_steps,
    usualTransitDays: update.usual_transit_days,
    version: update.version,
  };
}

/** The contract's shape of the settings. */
export function reshapeDeliverySettings(settings: DeliverySettings): Schema<'DeliverySettings'> {
  return {
    shipping_fee_paise: settings.shippingFeePaise,
    free_shipping_from_paise: settings.freeShippingFromPaise,
    cod_enabled: settings.codEnabled,
    cod_fee_paise: settings.codFeePaise,
    cod_max_order_paise: settings.codMaxOrderPaise,
    cod_max_refused: settings.codMaxRefused,
    cod_confirm_hours: settings.codConfirmHours,
    tracking_mail_steps: settings.trackingMailSteps,
    usual_transit_days: settings.usualTransitDays,
    version: settings.version,
  };
}
