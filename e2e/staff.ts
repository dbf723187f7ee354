/**
 * The shop's staff in browser tests: the API treats the addresses listed in STAFF_EMAILS as staff
 * (playwright.config.ts passes this list to the shop it starts). One address per project, so the
 * phone and desktop runs never race to create the same account.
 */
export const STAFF_EMAILS = ['staff.phone@birdshield.test', 'staff.desktop@birdshield.test'] as const;

export function staffEmailFor(projectName: string): string {
  return projectName === 'phone' ? STAFF_EMAILS[0] : STAFF_EMAILS[1];
}
