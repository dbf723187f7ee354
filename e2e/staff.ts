/**
 * The shop's staff in browser tests: the API treats the addresses listed in STAFF_EMAILS as owners
 * (playwright.config.ts passes this list to the shop it starts). One address per project, so the
 * phone and desktop runs never race to create the same account. The packers, of the `staff` role, are
 * made at the shop's command line instead (packers.ts), one per project and journey as well.
 */

/** The Playwright projects that sign in to the back-office; all of them share one test mailbox. */
const PROJECTS = ['phone', 'desktop', 'desktop-postgres', 'sales'] as const;
type Project = (typeof PROJECTS)[number];

/**
 * Who signs in to the back-office (/admin) in each journey: every journey and project has its own
 * account, so journeys running at once never read each other's mailed codes.
 */
const BACK_OFFICE_STAFF = {
  shell: { mailbox: 'backoffice', names: ['Meera Iyer', 'Arjun Nair', 'Fatima Shaikh', 'Gopal Krishnan'], password: 'Back-office-at-BirdShield-2026' },
  catalogue: { mailbox: 'catalogue', names: ['Kavya Rao', 'Rohan Das', 'Vikram Menon', 'Sneha Patil'], password: 'Catalogue-at-BirdShield-2026' },
  site: { mailbox: 'site', names: ['Divya Menon', 'Farhan Qureshi', 'Lata Joshi', 'Manoj Tiwari'], password: 'Site-content-at-BirdShield-2026' },
  refunds: { mailbox: 'refunds', names: ['Nisha Pillai', 'Karan Shah', 'Imran Khan', 'Deepa Nambiar'], password: 'Refunds-at-BirdShield-2026' },
  customers: { mailbox: 'customers', names: ['Ananya Ghosh', 'Vikram Shah', 'Pooja Reddy', 'Harish Gowda'], password: 'Customers-at-BirdShield-2026' },
  moderation: { mailbox: 'moderation', names: ['Nisha Menon', 'Farhan Ali', 'Sunil Kumar', 'Ritu Saxena'], password: 'Moderation-at-BirdShield-2026' },
  articles: { mailbox: 'articles', names: ['Shreya Bose', 'Aditya Kulkarni', 'Rahul Verma', 'Zoya Mirza'], password: 'Articles-at-BirdShield-2026' },
  faqEditing: { mailbox: 'faq-editing', names: ['Rekha Pillai', 'Tarun Mehta', 'Zoya Siddiqui', 'Kiran Malhotra'], password: 'Faq-editing-at-BirdShield-2026' },
  homeContent: { mailbox: 'home-content', names: ['Priya Nambiar', 'Sameer Joshi', 'Geeta Rao', 'Naveen Chandra'], password: 'Home-content-at-BirdShield-2026' },
  purchase: { mailbox: 'purchase', names: ['Suresh Pillai', 'Meenakshi Iyer', 'Anil Bhatt', 'Kavita Joshi'], password: 'Purchase-at-BirdShield-2026' },
  delivery: { mailbox: 'delivery', names: ['Asha Kulkarni', 'Dev Malhotra', 'Ritika Sen', 'Omar Farooq'], password: 'Delivery-at-BirdShield-2026' },
  courier: { mailbox: 'courier', names: ['Bhavna Desai', 'Irfan Sheikh', 'Lakshmi Rao', 'Tenzin Dorje'], password: 'Courier-at-BirdShield-2026' },
  deliveryProblems: { mailbox: 'delivery-problems', names: ['Neha Kapoor', 'Rajat Sinha', 'Anjali Varma', 'Sanjay Bhat'], password: 'Delivery-problems-at-BirdShield-2026' },
  notifications: { mailbox: 'notifications', names: ['Sunita Deshpande', 'Arvind Pillai', 'Mehul Parekh', 'Swati Bhonsle'], password: 'Notifications-at-BirdShield-2026' },
  returns: { mailbox: 'returns', names: ['Shalini Rao', 'Vivek Anand', 'Farida Begum', 'Joseph Mathew'], password: 'Returns-at-BirdShield-2026' },
  complaints: { mailbox: 'complaints', names: ['Kavita Deshmukh', 'Rajesh Iyer', 'Neha Bansal', 'Arjun Mehta'], password: 'Complaints-at-BirdShield-2026' },
  quotes: { mailbox: 'quotes', names: ['Pooja Kulkarni', 'Sanjay Menon', 'Ritu Malhotra', 'Imran Qureshi'], password: 'Quotes-at-BirdShield-2026' },
  bookings: { mailbox: 'bookings', names: ['Lakshmi Narayan', 'Harish Gowda', 'Deepa Joshi', 'Naveen Chandra'], password: 'Bookings-at-BirdShield-2026' },
  translation: { mailbox: 'translation', names: ['Sarita Yadav', 'Mohit Chauhan', 'Anita Pandey', 'Rakesh Tripathi'], password: 'Translation-at-BirdShield-2026' },
  policyTranslation: { mailbox: 'policy-translation', names: ['Jyoti Saxena', 'Prakash Rawat', 'Nandini Bhatt', 'Sohail Ansari'], password: 'Policy-translation-at-BirdShield-2026' },
  announcementTranslation: { mailbox: 'announcement-translation', names: ['Rashmi Dubey', 'Kunal Saxena', 'Shabnam Khan', 'Devendra Rawat'], password: 'Announcement-translation-at-BirdShield-2026' },
} as const;

export type BackOfficeJourney = keyof typeof BACK_OFFICE_STAFF;

function addressOf(mailbox: string, project: Project): string {
  // desktop-postgres keeps the address it had when it was the only PostgreSQL project.
  return `${mailbox}.${project === 'desktop-postgres' ? 'postgres' : project}@birdshield.test`;
}

const mailboxOf = (journey: BackOfficeJourney, project: Project) => addressOf(BACK_OFFICE_STAFF[journey].mailbox, project);

function projectOf(projectName: string): Project {
  const project = PROJECTS.find((known) => known === projectName);
  if (!project) throw new Error(`No back-office staff for project ${projectName}: add it to PROJECTS in e2e/staff.ts`);
  return project;
}

export const STAFF_EMAILS = (Object.keys(BACK_OFFICE_STAFF) as BackOfficeJourney[]).flatMap((journey) => PROJECTS.map((project) => mailboxOf(journey, project)));

export function backOfficeStaffFor(projectName: string, journey: BackOfficeJourney = 'shell'): { name: string; email: string; password: string } {
  const project = projectOf(projectName);
  const staff = BACK_OFFICE_STAFF[journey];
  return { name: staff.names[PROJECTS.indexOf(project)]!, email: mailboxOf(journey, project), password: staff.password };
}

/**
 * The journeys a member of the `staff` role (a packer) signs in for, each with a packer of its own in every project,
 * as the owners have: journeys running at once never read each other's mailed codes.
 */
export const PACKER_JOURNEYS = ['roles', 'booking', 'ledger', 'notifications'] as const;
export type PackerJourney = (typeof PACKER_JOURNEYS)[number];

/**
 * The project's packer for `journey`, who sees what that role is not offered. Not in STAFF_EMAILS, which makes
 * owners: the shop's staff command makes them before the shop starts (packers.ts).
 */
export function packerEmailFor(projectName: string, journey: PackerJourney): string {
  return addressOf(`packer-${journey}`, projectOf(projectName));
}
