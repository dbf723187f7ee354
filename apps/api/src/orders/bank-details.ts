/**
 * The shop's bank account and UPI id, which buyers allowed to pay an accepted quotation by transfer are shown on
 * the order and its proforma invoice (decision 053, "Paying by transfer"). The owner's setting, kept in
 * app_settings as one JSON value every instance reads, version-checked and audited. Until the owner gives them
 * every field is empty and no order can be placed to be paid by transfer.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { InvalidInputError, type FieldProblems, problem } from '../errors';

const BANK_DETAILS = 'bank_details';

export type BankDetails = Schema<'BankDetails'>;
type BankDetailsUpdate = Schema<'BankDetailsUpdate'>;

const NONE_YET = { account_name: '', account_number: '', ifsc: '', upi_id: null };

/** The Reserve Bank's IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
/** A UPI id (virtual payment address): a handle, `@`, the provider's name. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export async function bankDetails(db: Database | Transaction): Promise<BankDetails> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, BANK_DETAILS));
  if (!row) return { ...NONE_YET, version: 1 };
  return { ...(JSON.parse(row.value) as Omit<BankDetails, 'version'>), version: row.version };
}

/** The details a buyer can pay into, or null while the owner has not given them. */
export async function payableBankDetails(tx: Transaction): Promise<BankDetails | null> {
  const details = await bankDetails(tx);
  return details.account_number === '' ? null : details;
}

/** Saves the details whole, checked as a bank would read them; a stale version is refused. */
export async function updateBankDetails(db: Database, change: BankDetailsUpdate, actorId: number): Promise<BankDetails> {
  const checked = {
    account_name: change.account_name.trim(),
    account_number: change.account_number.replace(/\s/g, ''),
    ifsc: change.ifsc.trim().toUpperCase(),
    upi_id: change.upi_id?.trim() ? change.upi_id.trim() : null,
  };
  const problems: FieldProblems = {};
  if (checked.account_name === '') problems.account_name = [problem('account_name_required', 'Enter the name the bank account is held in.')];
  if (!ACCOUNT_NUMBER.test(checked.account_number)) problems.account_number = [problem('account_number_invalid', 'Enter the account number: 9 to 18 digits.')];
  if (!IFSC.test(checked.ifsc)) problems.ifsc = [problem('ifsc_invalid', 'Enter the branch’s IFSC: 11 characters, such as HDFC0001234.')];
  if (checked.upi_id !== null && !UPI_ID.test(checked.upi_id)) problems.upi_id = [problem('upi_id_invalid', 'Enter a UPI id such as shop@okhdfcbank, or leave it empty.')];
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, 'The bank details cannot be saved.');

  return inTransaction(db, async (tx) => {
    await tx.insert(appSettings).values({ key: BANK_DETAILS, value: JSON.stringify(NONE_YET) }).onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, BANK_DETAILS)).for('update');
    assertVersion(current!.version, change.version, 'setting');
    const before = await bankDetails(tx);
    const after = { ...checked, version: current!.version + 1 };
    await tx.update(appSettings).set({ value: JSON.stringify(checked), version: after.version }).where(eq(appSettings.key, BANK_DETAILS));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: BANK_DETAILS, before, after });
    return after;
  });
}
