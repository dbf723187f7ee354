/**
 * Optimistic version checks for records staff edit: each write bumps the record's `version`, and a save
 * must name the version its editor read. Two people editing the same record: the second save is refused
 * rather than silently undoing the first.
 */
import { ConflictError } from '../errors';

export function assertVersion(current: number, sent: number, what: string): void {
  if (current === sent) return;
  const message = `Someone else changed this ${what} since you opened it. Reload to see their changes, then make yours again.`;
  throw new ConflictError(message, { version: [message] });
}
