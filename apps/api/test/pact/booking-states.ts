/**
 * Provider states of the booking pacts, the storefront's and the back-office's: a crew serving a PIN code, a
 * customer's held and confirmed site survey, made through the bookings module itself at the first free start by
 * the provider's clock (the confirmed one with the first free start it may move to), and one whose ₹499 fee is being paid through the demo provider (the provider app has no
 * Razorpay keys); an accepted quotation's paid order with 37 running metres of fitting, its fitting finished, and
 * one begun for staff to mark done; the survey and spike fitting as services where a crew goes; a paid survey the
 * shop cancelled, whose fee has its tax invoice and the credit note of its refund (decision 060); a paid survey whose
 * visit was yesterday, its fee to take off the customer's next order, and an order that took it (decision 062). Each
 * returns the ids the consumer
 * asks for with `fromProviderState`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { confirmOwnBooking, createCrew, createService, holdSurvey, rescheduleSlots, surveySlots } from '../../src/bookings';
import type { Database } from '../../src/db/database';
import { bookings, creditNotes, crews, invoices, orderItems, orders, users } from '../../src/db/schema';
import { fittingSlots } from '../../src/flows/installations/book-fitting';
import { indianDate } from '../../src/kernel';
import { shopNow } from '../../src/shop-clock';
import { createCustomer, createProduct, createStaff, sessionTokenFor, setSurveyFee, staffSessionFor } from '../support/fixtures';
import { placePactOrder } from './purchase-fixtures';
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

  /** A paid order from an accepted quotation: 37 running metres of fitting at ₹50 before 18% GST, to Pune. */
  async function paidFitting(email: string) {
    const owner = await customer(db, email);
    const served = await crew(PUNE);
    const quantity = 37;
    const rate = 5000;
    const total = rate * quantity + Math.floor((2 * rate * quantity * 18 + 100) / 200);
    const [order] = await db
      .insert(orders)
      .values({
        userId: owner.id,
        shipFullName: 'Asha Patel',
        shipPhone: '9876543210',
        shipAddress: '12 Lake Road, Kothrud',
        shipCity: 'Pune',
        shipState: 'Maharashtra',
        shipZipCode: PUNE,
        subtotalPaise: total,
        totalPaise: total,
        paymentStatus: 'completed',
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productName: 'Fitting on the parapet (per running metre)',
      unit: 'running metre',
      unitPricePaise: Math.round(total / quantity),
      quantity,
      lineTotalPaise: total,
      quotedRatePaise: rate,
      hsnCode: '995468',
      gstRatePercent: 18,
    });
    return { ownerId: owner.id, crewId: served.id, orderId: order!.id };
  }
  /** The order's fitting, confirmed for four hours from `startsAt`, and (when `finished`) marked done by the crew. */
  async function fittingAt(email: string, startsAt: Date, finished: boolean) {
    const { ownerId, crewId, orderId } = await paidFitting(email);
    const [booking] = await db
      .insert(bookings)
      .values({
        crewId,
        kind: 'installation',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000),
        status: finished ? 'done' : 'confirmed',
        userId: ownerId,
        orderId,
        contactName: 'Asha Patel',
        contactPhone: '9876543210',
        contactEmail: email,
        pincode: PUNE,
        address: '12 Lake Road, Kothrud, Pune, Maharashtra',
        note: 'Gate code 1234',
        ...(finished ? { completedAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000), completionNotes: 'Net fitted on the terrace.' } : {}),
      })
      .returning();
    return { bookingId: booking!.id, version: booking!.version, orderId };
  }

  const DAY_MS = 24 * 60 * 60 * 1000;
  /** The owner's survey fee: ₹499. */
  async function surveyFee() {
    await setSurveyFee(db, 49900);
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

  /**
   * A survey paid through the demo provider (its invoice issued with the payment), then cancelled by the shop, which
   * refunds in full whenever it cancels; the demo provider processes the refund at once, and its credit note with it.
   */
  async function refundedSurvey(email: string) {
    const paying = await beingPaid(email);
    const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    const post = async (path: string, token: string, body: object) => {
      const answer = await fetch(`${context.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    };
    const verify = { razorpay_order_id: paying.razorpayOrderId, razorpay_payment_id: paying.razorpayPaymentId, razorpay_signature: paying.razorpaySignature };
    await post(`/api/user/bookings/${paying.bookingId}/payment/verify/`, await sessionTokenFor(context.keys, owner!), verify);
    await post(`/api/admin/bookings/${paying.bookingId}/cancel/`, (await staffSessionFor(db, context.keys)).token, { reason: 'Our fitter is unwell.' });
    const [note] = await db.select({ id: creditNotes.id }).from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).where(eq(invoices.bookingId, paying.bookingId));
    if (!note) throw new Error('The refunded survey has no credit note');
    return { bookingId: paying.bookingId, creditNoteId: note.id };
  }

  /** A survey paid and invoiced as above, its visit then moved to yesterday: its fee comes off the next order. */
  async function visitedSurvey(email: string) {
    const paying = await beingPaid(email);
    const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    const verify = { razorpay_order_id: paying.razorpayOrderId, razorpay_payment_id: paying.razorpayPaymentId, razorpay_signature: paying.razorpaySignature };
    const answer = await fetch(`${context.url}/api/user/bookings/${paying.bookingId}/payment/verify/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await sessionTokenFor(context.keys, owner!)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(verify),
    });
    if (!answer.ok) throw new Error(`verify answered ${answer.status}: ${await answer.text()}`);
    const yesterday = new Date(shopNow().getTime() - DAY_MS);
    await db
      .update(bookings)
      .set({ startsAt: yesterday, endsAt: new Date(yesterday.getTime() + 60 * 60 * 1000) })
      .where(eq(bookings.id, paying.bookingId));
    return { bookingId: paying.bookingId };
  }

  return {
    'customer {email} has a paid site survey whose visit has passed': async (params) => visitedSurvey(param(params, 'email')),
    // An order of two ₹1,999 packs placed after the visit, which took the survey's ₹499 fee off its goods.
    'customer {email} has an order that took their survey fee': async (params) => {
      const { bookingId } = await visitedSurvey(param(params, 'email'));
      const [owner] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${param(params, 'email')})`);
      const order = await placePactOrder(db, owner!.id, (await createProduct(db, { pricePaise: 199900, stock: 10 })).id);
      return { orderId: order.id, bookingId };
    },
    'customer {email} has a refunded site survey with its invoice and credit note': async (params) => refundedSurvey(param(params, 'email')),
    'another customer holds a site survey': async () => {
      const { booking } = await held('someone.else@example.in');
      return { otherBookingId: booking.id };
    },
    'customer {email} has a paid order with fitting': async (params) => {
      const { ownerId, orderId } = await paidFitting(param(params, 'email'));
      const slots = await fittingSlots(db, ownerId, { order_id: orderId }, shopNow());
      return { orderId, startsAt: slots.days[0]!.starts_at[0]! };
    },
    'customer {email} has a finished fitting': async (params) => fittingAt(param(params, 'email'), new Date(shopNow().getTime() - DAY_MS), true),
    // Began an hour ago: the crew is on site.
    'the fitting of an order of customer {email} has begun': async (params) => fittingAt(param(params, 'email'), new Date(shopNow().getTime() - 60 * 60 * 1000), false),
    'customer {email} holds a site survey with a fee': async (params) => {
      await surveyFee();
      const { booking } = await held(param(params, 'email'));
      return { bookingId: booking.id };
    },
    // Also returns what the demo provider's Checkout would hand the browser for paying it, signed.
    'customer {email} is paying a site survey’s fee': async (params) => beingPaid(param(params, 'email')),
    // The site survey at ₹499 and spike fitting per running metre, made by the owner's call, where a crew goes.
    'the shop fits bird spikes at PIN code {pincode}': async (params) => {
      await crew(param(params, 'pincode'));
      await surveyFee();
      const owner = await createStaff(db);
      const fitting = await createService(
        db,
        { id: owner.id, role: 'owner' },
        { name: 'Bird spike fitting', kind: 'installation', unit: 'running_metre', price_paise: 15000, sac_code: '998739', gst_rate: 18, active: true },
      );
      return { serviceId: fitting.id, serviceVersion: fitting.version };
    },
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
      const moveTo = (await rescheduleSlots(db, booking.id, {}, shopNow())).days[0]!.starts_at[0]!;
      return { bookingId: booking.id, crewId, otherCrewId: other.id, weekFrom: indianDate(new Date(booking.starts_at)), moveTo };
    },
  };
}
