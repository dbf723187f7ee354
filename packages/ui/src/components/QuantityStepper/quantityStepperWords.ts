/** The stepper's name, when the page gives none. Its − and + are named by react-aria ("Decrease Quantity"). */
export const quantityStepperWords = {
  label: 'Quantity',
};
