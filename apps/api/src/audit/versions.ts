/**
 * Optimistic version checks for records staff edit: each write bumps the record's `version`, and a save
 * must name the version its editor read. Two people editing the same record: the second save is refused
 * rather than silently undoing the first.
 */
import { ConflictError, problem } from '../errors';

export function assertVersion(
  current: number,
  sent: number,
  what: string,
  message = `Someone else changed this ${what} since you opened it. Reload to see their changes, then make yours again.`,
): void {
  if (current === sent) return;
  const changed = problem('version_changed', message);
  throw new ConflictError(changed, { version: [changed] });
}
