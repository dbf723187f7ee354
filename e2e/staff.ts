/**
 * The shop's staff in browser tests: the API treats the addresses listed in STAFF_EMAILS as staff
 * (playwright.config.ts passes this list to the shop it starts). One address per project, so the
 * phone and desktop runs never race to create the same account.
 */
export const STAFF_EMAILS = [
  'staff.phone@birdshield.test',
  'staff.desktop@birdshield.test',
  // The back-office journeys sign in as these, so their mailed codes never mix with the others' mail.
  'backoffice.phone@birdshield.test',
  'backoffice.desktop@birdshield.test',
  // The catalogue and shipping journeys sign in as these, so they never race the shell journey's codes.
  'catalogue.phone@birdshield.test',
  'catalogue.desktop@birdshield.test',
] as const;

export function staffEmailFor(projectName: string): string {
  return projectName === 'phone' ? STAFF_EMAILS[0] : STAFF_EMAILS[1];
}

/**
 * The staff member who signs in to the back-office (/admin) in this project's journeys: one for the
 * shell journey (tests/admin.spec.ts), another for the catalogue and shipping one, so two specs running
 * at once never read each other's mailed codes.
 */
export function backOfficeStaffFor(projectName: string, journey: 'shell' | 'catalogue' = 'shell'): { name: string; email: string; password: string } {
  const phone = projectName === 'phone';
  if (journey === 'catalogue') {
    return { name: phone ? 'Kavya Rao' : 'Rohan Das', email: phone ? STAFF_EMAILS[4] : STAFF_EMAILS[5], password: 'Catalogue-at-BirdShield-2026' };
  }
  return {
    name: phone ? 'Meera Iyer' : 'Arjun Nair',
    email: phone ? STAFF_EMAILS[2] : STAFF_EMAILS[3],
    password: 'Back-office-at-BirdShield-2026',
  };
}
