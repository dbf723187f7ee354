export { AmountList, type Amount, type AmountListProps } from './AmountList';
