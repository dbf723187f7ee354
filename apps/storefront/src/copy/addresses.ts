/**
 * Words of the address book (/account/manage-address) and of the address form it shares with the
 * checkout. Quoted strings from the product brief are exact, typos included; the rest is marked as ours.
 */
export const addressesCopy = {
  title: 'Manage Address',
  // Ours: the line under the title.
  intro: 'The delivery addresses you save here are offered at checkout.',
  addNew: 'Add New Address',
  // Ours: the list's heading, spoken, and its count.
  listTitle: 'Saved addresses',
  loading: 'Loading your addresses',
  loadFailed: 'We could not load your addresses just now.',
  retry: 'Try again',
  // Ours: an empty address book.
  empty: 'No saved addresses yet',
  emptyHint: 'Add the address where you want your spikes and nets delivered; it will be ready at checkout.',

  form: {
    title: 'Add New Address',
    fullName: 'Full Name',
    phone: 'Phone Number',
    address: 'Address Line 1',
    addressLine2: 'Address Line 2 (Optional)',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
    cancel: 'Cancel',
    save: 'Save Address',
    // Ours: the button while saving, field help and the message under an empty required field.
    saving: 'Saving…',
    phoneHint: '10-digit mobile number',
    zipHint: '6-digit PIN code',
    required: 'This field is required.',
    close: 'Close',
  },

  added: 'Address added successfully!',
  addFailed: 'Failed to add address',
  deleted: 'Address deleted successfully!',
  deleteFailed: 'Failed to delete address',

  confirmDelete: {
    title: 'Are you sure?',
    message: 'You want to delete this address?',
    cancel: 'No',
    confirm: 'Yes, Delete it!',
    // Ours: the confirm button while the delete runs.
    pending: 'Deleting…',
  },

  // Ours: the card's hidden words.
  deleteLabel: (fullName: string) => `Delete address for ${fullName}`,
  phoneLabel: 'Phone',
} as const;
