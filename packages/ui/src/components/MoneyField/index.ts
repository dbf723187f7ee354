export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { paiseFromRupeesText, rupeesTextFromPaise } from './money';
