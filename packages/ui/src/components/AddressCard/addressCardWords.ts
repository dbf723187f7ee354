/** An address card's labels, when the page gives none. */
export const addressCardWords = {
  phone: 'Phone',
  /** The delete button's name, given whose address it is. */
  delete: (fullName: string) => `Delete address for ${fullName}`,
};
