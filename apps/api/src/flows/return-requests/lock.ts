/** A return locked for a staff step: found (else 404), at the version staff saw, in the status the step needs (else 409 naming `version`). */
import { eq } from 'drizzle-orm';
import { assertVersion } from '../../audit';
import { isPossibleId, type Transaction } from '../../db/database';
import { returns } from '../../db/schema';
import type { ReturnStatus } from '../../db/tables/values';
import { ConflictError, NotFoundError, problem } from '../../errors';
import { RETURN_NOT_FOUND } from './views';

export async function lockReturn(tx: Transaction, returnId: number, version: number, needs: ReturnStatus, step: string): Promise<typeof returns.$inferSelect> {
  const [row] = isPossibleId(returnId) ? await tx.select().from(returns).where(eq(returns.id, returnId)).for('update') : [];
  if (!row) throw new NotFoundError(RETURN_NOT_FOUND);
  // The row lock makes two staff at once take turns: the second finds the version moved on, and is told so.
  assertVersion(row.version, version, 'return');
  if (row.status !== needs) {
    const message = `This return is ${row.status.replace('_', ' ')}: it cannot be ${step} now.`;
    const refusal = problem('return_status_refuses', message);
    throw new ConflictError(refusal, { version: [refusal] });
  }
  return row;
}
