/**
 * The services the crews sell, kept as catalogue items (decision 058): the site survey, whose price is the fee a
 * survey is paid with online, and installation per running metre, per square metre or as a fixed job, each with
 * its SAC code and GST rate. Staff keep them; a price is the owner's to set (403 naming `price_paise` otherwise,
 * as for products). A service is offered only where an active crew serves the PIN code.
 */
import type { Schema } from '@shop/contracts';
import { paiseToRupees } from '@shop/rules/money';
import { normalisePincode } from '@shop/rules/patterns';
import { sacCodeProblem, UNIT_WORDS, unitProblem } from '@shop/rules/services';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { services } from '../db/schema';
import type { GstRate, StaffRole } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { ForbiddenError, InvalidInputError, NotFoundError, problem, type FieldProblems } from '../errors';
import { isUniqueViolation } from '../kernel';
import { servesPincode } from './calendar';

type ServiceRow = typeof services.$inferSelect;
type ServiceInput = Schema<'ServiceInput'>;

const SERVICE_NOT_FOUND = problem('service_not_found', 'Service not found.');
const NAME_TAKEN = problem('service_name_taken', 'Another service has this name.');
const PRICES_ARE_THE_OWNERS = problem('prices_are_the_owners', 'Only the shop’s owner may change prices.');
const ONE_SURVEY = problem('one_survey', 'The shop has one site survey; change its price or name instead.');
const SURVEY_STAYS = problem('survey_stays_offered', 'The site survey is always offered where a crew goes; set its price to 0 for a free survey.');
const KIND_STAYS = problem('service_kind_stays', 'A service keeps its kind; add a new service instead.');

export interface ServiceActor {
  id: number;
  role: StaffRole;
}

/** The survey first, then installation by name: the back-office's list and the shop's alike. */
const ORDER = [sql`case when ${services.kind} = 'survey' then 0 else 1 end`, asc(services.name), asc(services.id)];

export async function listAdminServices(db: Database | Transaction): Promise<Schema<'AdminService'>[]> {
  const rows = await db.select().from(services).orderBy(...ORDER);
  return rows.map(adminView);
}

function adminView(row: ServiceRow): Schema<'AdminService'> {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    price_paise: row.pricePaise,
    sac_code: row.sacCode,
    gst_rate: row.gstRatePercent as GstRate,
    active: row.active,
    job_minutes: row.jobMinutes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the contract cannot say: the unit fits the kind, the SAC code is a service's and fits the kind. */
function serviceProblems(input: ServiceInput): FieldProblems {
  const errors: FieldProblems = {};
  const unit = unitProblem(input.kind, input.unit);
  if (unit) errors.unit = [problem('service_unit_wrong', unit)];
  const sac = sacCodeProblem(input.kind, input.sac_code);
  if (sac) errors.sac_code = [problem('sac_code_invalid', sac)];
  return errors;
}

function refuseIfAny(errors: FieldProblems): void {
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

function assertMaySetPrice(actor: ServiceActor, changed: boolean): void {
  if (changed && actor.role !== 'owner') throw new ForbiddenError(PRICES_ARE_THE_OWNERS, { price_paise: [problem('owner_sets_prices', 'Only the owner sets a service’s price; leave it as it was.')] });
}

/** The row's values; a request without the job's length (an older back-office) leaves the column's own. */
function values(input: ServiceInput) {
  return {
    name: input.name.trim(),
    kind: input.kind,
    unit: input.unit,
    pricePaise: input.price_paise,
    sacCode: input.sac_code,
    gstRatePercent: input.gst_rate,
    active: input.active,
    ...(input.job_minutes === undefined ? {} : { jobMinutes: input.job_minutes }),
  };
}

/** A name taken by a save racing this one is the same refusal as one taken before. */
async function nameRaceAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'services_name_lower_key')) throw new InvalidInputError({ name: [NAME_TAKEN] }, NAME_TAKEN);
    if (isUniqueViolation(error, 'services_one_survey')) throw new InvalidInputError({ kind: [ONE_SURVEY] }, ONE_SURVEY);
    throw error;
  }
}

async function assertNameFree(tx: Transaction, name: string, serviceId: number | undefined): Promise<void> {
  const [other] = await tx.select({ id: services.id }).from(services).where(sql`lower(${services.name}) = lower(${name.trim()})`);
  if (other && other.id !== serviceId) throw new InvalidInputError({ name: [NAME_TAKEN] }, NAME_TAKEN);
}

export async function createService(db: Database, actor: ServiceActor, input: ServiceInput): Promise<Schema<'AdminService'>> {
  // A new service sets a price, so only the owner makes one.
  assertMaySetPrice(actor, true);
  refuseIfAny(serviceProblems(input));
  return nameRaceAsInvalid(
    inTransaction(db, async (tx) => {
      if (input.kind === 'survey') {
        const [survey] = await tx.select({ id: services.id }).from(services).where(eq(services.kind, 'survey'));
        if (survey) throw new InvalidInputError({ kind: [ONE_SURVEY] }, ONE_SURVEY);
      }
      await assertNameFree(tx, input.name, undefined);
      const [row] = await tx.insert(services).values(values(input)).returning();
      const after = adminView(row!);
      await recordAudit(tx, { actorId: actor.id, action: 'service.create', entityType: 'service', entityId: row!.id, before: null, after });
      return after;
    }),
  );
}

export async function updateService(db: Database, actor: ServiceActor, serviceId: number, input: Schema<'ServiceUpdate'>): Promise<Schema<'AdminService'>> {
  if (!isPossibleId(serviceId)) throw new NotFoundError(SERVICE_NOT_FOUND);
  return nameRaceAsInvalid(
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
      if (!current) throw new NotFoundError(SERVICE_NOT_FOUND);
      assertVersion(current.version, input.version, 'service');
      assertMaySetPrice(actor, input.price_paise !== current.pricePaise);
      const errors = serviceProblems(input);
      if (input.kind !== current.kind) errors.kind = [KIND_STAYS];
      if (current.kind === 'survey' && !input.active) errors.active = [SURVEY_STAYS];
      refuseIfAny(errors);
      await assertNameFree(tx, input.name, serviceId);
      const [row] = await tx
        .update(services)
        .set({ ...values(input), version: current.version + 1, updatedAt: new Date() })
        .where(eq(services.id, serviceId))
        .returning();
      const after = adminView(row!);
      await recordAudit(tx, { actorId: actor.id, action: 'service.update', entityType: 'service', entityId: serviceId, before: adminView(current), after });
      return after;
    }),
  );
}

/**
 * The services on offer, for anyone: with a PIN code, those the shop's crews bring there (none when no active
 * crew serves it), else the whole list.
 */
export async function offeredServices(db: Database, query: { pincode?: string | undefined }): Promise<Schema<'ShopServices'>> {
  const pincode = query.pincode === undefined ? null : normalisePincode(query.pincode)!;
  const served = pincode === null ? null : await servesPincode(db, pincode);
  const rows = served === false ? [] : await db.select().from(services).where(eq(services.active, true)).orderBy(...ORDER);
  return {
    pincode,
    served,
    services: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      unit: row.unit,
      price: paiseToRupees(row.pricePaise),
      sac_code: row.sacCode,
      gst_rate: row.gstRatePercent as GstRate,
    })),
  };
}

/** A service as a quotation line takes it: its unit in words, SAC code, GST rate and price with GST. */
export interface QuotableService {
  id: number;
  name: string;
  unit: string;
  sacCode: string;
  gstRatePercent: number;
  pricePaise: number;
  active: boolean;
}

/** The services named, by id, retired ones included (a quotation priced before keeps its line). */
async function quotableServices(db: Database | Transaction, ids: readonly number[]): Promise<Map<number, QuotableService>> {
  const wanted = [...new Set(ids)].filter(isPossibleId);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(services).where(inArray(services.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, unit: UNIT_WORDS[row.unit], sacCode: row.sacCode, gstRatePercent: row.gstRatePercent, pricePaise: row.pricePaise, active: row.active }]));
}

/** The length of one job of each per-job service named (decision 070); services priced otherwise are left out. */
export async function jobMinutesOf(db: Database | Transaction, ids: readonly number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids)].filter(isPossibleId);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: services.id, jobMinutes: services.jobMinutes }).from(services).where(and(inArray(services.id, wanted), eq(services.unit, 'job')));
  return new Map(rows.map((row) => [row.id, row.jobMinutes]));
}

/** The survey's price, the fee a survey is paid with: 0 for a shop whose survey row is not there (a free survey). */
export async function surveyFeePaise(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ pricePaise: services.pricePaise }).from(services).where(and(eq(services.kind, 'survey')));
  return row?.pricePaise ?? 0;
}

/** The survey as the shop makes it when it has none (migration 0053 made it so), and as its fee is invoiced then. */
const DEFAULT_SURVEY = { name: 'Site survey', sacCode: '998399', gstRatePercent: 18 } as const;

/**
 * What a survey fee's tax invoice names (decision 060): the survey service's name, SAC code and GST rate as they
 * stand now; the shop's default survey should its row be missing.
 */
export async function surveyTaxClass(db: Database | Transaction): Promise<{ name: string; sacCode: string; gstRatePercent: number }> {
  const [row] = await db.select({ name: services.name, sacCode: services.sacCode, gstRatePercent: services.gstRatePercent }).from(services).where(eq(services.kind, 'survey'));
  return row ?? DEFAULT_SURVEY;
}

/**
 * Sets the survey's price from the booking settings (an older back-office saves the fee there), making the survey
 * service when the shop has none. In the settings' transaction, audited with them.
 */
export async function setSurveyFee(tx: Transaction, feePaise: number): Promise<void> {
  const [row] = await tx.select({ id: services.id, pricePaise: services.pricePaise, version: services.version }).from(services).where(eq(services.kind, 'survey')).for('update');
  if (!row) {
    await tx.insert(services).values({ ...DEFAULT_SURVEY, kind: 'survey', unit: 'visit', pricePaise: feePaise }).onConflictDoNothing();
    return;
  }
  if (row.pricePaise !== feePaise) await tx.update(services).set({ pricePaise: feePaise, version: row.version + 1, updatedAt: new Date() }).where(eq(services.id, row.id));
}

/** The services named and whether a crew serves the PIN code, as a quotation's draft checks its service lines. */
export async function servicesAtPincode(db: Database | Transaction, ids: readonly number[], pincode: string): Promise<{ known: Map<number, QuotableService>; served: boolean }> {
  return { known: await quotableServices(db, ids), served: await servesPincode(db, pincode) };
}
