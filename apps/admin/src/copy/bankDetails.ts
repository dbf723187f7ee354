/** The words of the bank details page: where buyers allowed to pay an accepted quotation by transfer send the money. */
export const bankDetailsCopy = {
  title: 'Bank details',
  intro:
    'The account and UPI id a business buyer pays into when you allow them to pay a quotation by bank transfer or UPI. They are shown on the order, its proforma invoice and the e-mail; until they are given, no quotation can be paid by transfer.',
  back: 'Delivery settings',
  loading: 'Loading the bank details…',
  loadFailed: 'The bank details could not be loaded.',
  retry: 'Try again',
  ownerOnly: 'Only the owner changes the bank details: money follows them.',
  none: 'Not given yet',
  formLabel: 'Bank details',
  fields: {
    account_name: 'Account name',
    account_number: 'Account number',
    ifsc: 'IFSC',
    upi_id: 'UPI id',
  },
  hints: {
    account_name: 'As the bank holds it, so the buyer’s bank shows the right payee.',
    account_number: '9 to 18 digits.',
    ifsc: 'The branch’s code: 11 characters, such as HDFC0001234.',
    upi_id: 'Such as shop@okhdfcbank. Leave empty to take bank transfers only.',
  },
  check: 'Check the fields marked below.',
  missing: 'Fill this in.',
  save: 'Save bank details',
  saving: 'Saving…',
  saved: 'Bank details saved. New proforma invoices show them now.',
  /** SaveProblem's words. */
  errorsTitle: 'The bank details were not saved',
  conflictTitle: 'Someone else saved the bank details meanwhile',
  reload: 'Load their bank details',
  unreachable: 'The server could not be reached. Check the connection and try again.',
  unexpected: 'Something went wrong on the server. Try again in a moment.',
} as const;
