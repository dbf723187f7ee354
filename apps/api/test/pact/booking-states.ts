/**
 * Provider states of the booking pacts, the storefront's and the back-office's: a crew serving a PIN code, a
 * customer's held and confirmed site survey, made through the bookings module itself at the first free start by
 * the provider's clock, and one whose ₹499 fee is being paid through the demo provider (the provider app has no
 * Razorpay keys). Each returns the ids the consumer asks for with `fromProviderState`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { confirmOwnBooking, createCrew, holdSurvey, surveySlots } from '../../src/bookings';
import type { Database } from '../../src/db/database';
import { appSettings, crews, users } from '../../src/db/schema';
import { indianDate } from '../../src/kernel';
import { shopNow } from '../../src/shop-clock';
import { createCustomer, createStaff, sessionTokenFor } from '../support/fixtures';
import { param, type StateContext, type StateHandler } from './state-support';

const PUNE = '411001';
const EVERY_DAY = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

async function customer(db: Database, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210' });
}

export function bookingStates(db: Database, context: StateContext): Record<string, StateHandler> {
  /** A crew of that name serving the PIN code every day from 9 to 5, made by the owner's call unless it exists. */
  async function crew(pincode: string, name = 'Pune crew') {
    const [existing] = await db
      .select({ id: crews.id, version: crews.version })
      .from(crews)
      .where(and(eq(crews.name, name), sql`${pincode} = any(${crews.pincodes})`));
    if (existing) return existing;
    const owner = await createStaff(db);
    return createCrew(db, { name, active: true, pincodes: [pincode], hours: EVERY_DAY, days_off: [] }, owner.id);
  }
  async function held(email: string) {
    const owner = await customer(db, email);
    const served = await crew(PUNE);
    const slots = await surveySlots(db, { pincode: PUNE }, shopNow());
    const startsAt = slots.days[0]!.starts_at[0]!;
    const booking = await holdSurvey(
      db,
      owner.id,
      { kind: 'survey', starts_at: startsAt, pincode: PUNE, address: '12 Lake Road, Kothrud', contact_name: 'Asha Patel', contact_phone: '9876543210', contact_email: email, note: 'Pigeons on the balcony' },
      shopNow(),
    );
    return { ownerId: owner.id, crewId: served.id, booking };
  }

  /** The owner's survey fee: ₹499. */
  async function surveyFee() {
    await db
      .insert(appSettings)
      .values({ key: 'booking_settings', value: JSON.stringify({ surveyMinutes: 60, surveyFeePaise: 49900, holdMinutes: 10, freeCancelHours: 24 }) })
      .onConflictDoNothing({ target: appSettings.key });
  }
  /**
   * A held survey of ₹499 whose payment was started, and what the demo provider's Checkout would sign for it, both
   * asked of the running API, whose demo provider signs with its own secret.
   */
  async function beingPaid(email: string) {
    await surveyFee();
    const { ownerId, booking } = await held(email);
    const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
    const token = await sessionTokenFor(context.keys, owner!);
    const call = async <T>(tail: string): Promise<T> => {
      const answer = await fetch(`${context.url}/api/user/bookings/${booking.id}/${tail}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`${tail} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const payment = await call<{ razorpay_order_id: string }>('payment/');
    const signed = await call<{ razorpay_payment_id: string; razorpay_signature: string }>('payment/demo/');
    return { bookingId: booking.id, razorpayOrderId: payment.razorpay_order_id, razorpayPaymentId: signed.razorpay_payment_id, razorpaySignature: signed.razorpay_signature };
  }

  return {
    'customer {email} holds a site survey with a fee': async (params) => {
      await surveyFee();
      const { booking } = await held(param(params, 'email'));
      return { bookingId: booking.id };
    },
    // Also returns what the demo provider's Checkout would hand the browser for paying it, signed.
    'customer {email} is paying a site survey’s fee': async (params) => beingPaid(param(params, 'email')),
    'a crew serves PIN code {pincode}': async (params) => {
      const pincode = param(params, 'pincode');
      const served = await crew(pincode);
      const slots = await surveySlots(db, { pincode }, shopNow());
      return { crewId: served.id, crewVersion: served.version, startsAt: slots.days[0]!.starts_at[0]! };
    },
    'customer {email} holds a site survey': async (params) => {
      const { booking } = await held(param(params, 'email'));
      return { bookingId: booking.id };
    },
    'customer {email} has a confirmed site survey': async (params) => {
      const { ownerId, crewId, booking } = await held(param(params, 'email'));
      await confirmOwnBooking(db, ownerId, booking.id, shopNow(), 'https://shop.example');
      const other = await crew(PUNE, 'Second crew');
      return { bookingId: booking.id, crewId, otherCrewId: other.id, weekFrom: indianDate(new Date(booking.starts_at)) };
    },
  };
}
