/**
 * The owner's booking settings: how long a site survey takes (its slots are that long), its fee (paid online to
 * confirm when above 0; kept as the site survey service's price since decision 058, read and saved here for the
 * back-offices that set it with the settings), how many minutes a slot is held for the customer to pay or confirm, and how many hours
 * before the visit a customer may still cancel with the fee refunded (decision 055), how many running metres
 * a crew fits an hour (decision 056) and how many square metres (decision 070), which set an installation's length, and for how many days after the visit a paid
 * fee comes off the customer's next order (decision 062). Kept in
 * app_settings as one JSON value, version-checked and audited like the return and delivery settings.
 */
import type { Schema } from '@shop/contracts';
import { DEFAULT_FREE_CANCEL_HOURS, DEFAULT_SURVEY_CREDIT_DAYS } from '@shop/rules/bookingTerms';
import { DEFAULT_METRES_PER_HOUR, DEFAULT_SQUARE_METRES_PER_HOUR } from '@shop/rules/installationLength';
import { eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { setSurveyFee, surveyFeePaise } from './services';

const BOOKING_SETTINGS = 'booking_settings';

export interface BookingSettings {
  surveyMinutes: number;
  surveyFeePaise: number;
  holdMinutes: number;
  freeCancelHours: number;
  installationMetresPerHour: number;
  installationSquareMetresPerHour: number;
  /** Days after the visit a paid fee comes off the customer's next order; 0 for never. */
  surveyCreditDays: number;
  version: number;
}

/**
 * An hour's survey, free until the owner sets a fee, held ten minutes, its fee refunded up to a day before and taken
 * off an order placed within 90 days of the visit.
 */
const DEFAULT_BOOKING_SETTINGS: Omit<BookingSettings, 'version' | 'surveyFeePaise'> = {
  surveyMinutes: 60,
  holdMinutes: 10,
  freeCancelHours: DEFAULT_FREE_CANCEL_HOURS,
  installationMetresPerHour: DEFAULT_METRES_PER_HOUR,
  installationSquareMetresPerHour: DEFAULT_SQUARE_METRES_PER_HOUR,
  surveyCreditDays: DEFAULT_SURVEY_CREDIT_DAYS,
};

/** The settings, with the survey's fee read from the site survey service's price, the one place it is kept. */
export async function bookingSettings(db: Database | Transaction): Promise<BookingSettings> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, BOOKING_SETTINGS));
  const feePaise = await surveyFeePaise(db);
  if (!row) return { ...DEFAULT_BOOKING_SETTINGS, surveyFeePaise: feePaise, version: 1 };
  return { ...DEFAULT_BOOKING_SETTINGS, ...(JSON.parse(row.value) as Partial<BookingSettings>), surveyFeePaise: feePaise, version: row.version };
}

/** Saves the settings whole (the contract holds each to its bounds); a stale version is refused. */
export async function updateBookingSettings(db: Database, update: Schema<'BookingSettingsUpdate'>, actorId: number): Promise<BookingSettings> {
  return inTransaction(db, async (tx) => {
    await tx.insert(appSettings).values({ key: BOOKING_SETTINGS, value: JSON.stringify(DEFAULT_BOOKING_SETTINGS) }).onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, BOOKING_SETTINGS)).for('update');
    assertVersion(current!.version, update.version, 'setting');
    const before = await bookingSettings(tx);
    const after: BookingSettings = {
      surveyMinutes: update.survey_minutes,
      surveyFeePaise: update.survey_fee_paise,
      holdMinutes: update.hold_minutes,
      // An older back-office leaves it out: it stays as it was.
      freeCancelHours: update.free_cancel_hours ?? before.freeCancelHours,
      installationMetresPerHour: update.installation_metres_per_hour ?? before.installationMetresPerHour,
      installationSquareMetresPerHour: update.installation_square_metres_per_hour ?? before.installationSquareMetresPerHour,
      surveyCreditDays: update.survey_credit_days ?? before.surveyCreditDays,
      version: current!.version + 1,
    };
    // The fee is the survey service's price: kept there, not twice.
    await setSurveyFee(tx, after.surveyFeePaise);
    await tx.update(appSettings).set({ value: JSON.stringify({ ...after, surveyFeePaise: undefined, version: undefined }), version: after.version }).where(eq(appSettings.key, BOOKING_SETTINGS));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: BOOKING_SETTINGS, before, after });
    return after;
  });
}

export function reshapeBookingSettings(settings: BookingSettings): Schema<'BookingSettings'> {
  return {
    version: settings.version,
    survey_minutes: settings.surveyMinutes,
    survey_fee_paise: settings.surveyFeePaise,
    hold_minutes: settings.holdMinutes,
    free_cancel_hours: settings.freeCancelHours,
    installation_metres_per_hour: settings.installationMetresPerHour,
    installation_square_metres_per_hour: settings.installationSquareMetresPerHour,
    survey_credit_days: settings.surveyCreditDays,
  };
}
