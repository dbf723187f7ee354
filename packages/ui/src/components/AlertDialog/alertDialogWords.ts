/** The alert dialog's own answers, when the page names none. */
export const alertDialogWords = {
  cancel: 'Cancel',
  confirm: 'Confirm',
};
