/**
 * Words of the seller's details page (/seller-details). Ours: the details themselves (name, address, GSTIN,
 * contacts, grievance officer) are the shop's, kept in the back-office.
 */
export const sellerDetailsCopy = {
  title: 'Seller details',
  intro:
    'Who sells to you on this site, and whom to turn to with a complaint, as the Consumer Protection (E-Commerce) Rules, 2020 ask every online seller to show.',
  seller: 'The seller',
  legalName: 'Legal name',
  address: 'Registered address',
  gstin: 'GSTIN',
  customerCare: 'Customer care',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
  grievanceOfficer: 'Grievance officer',
  name: 'Name',
  designation: 'Designation',
  grievanceText: 'We acknowledge every complaint within 48 hours and resolve it within one month.',
  fileComplaint: 'File a complaint',
  loading: 'Loading the seller’s details',
  loadFailed: 'The seller’s details could not be loaded.',
  retry: 'Try again',
} as const;
