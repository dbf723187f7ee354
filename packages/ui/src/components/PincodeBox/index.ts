export { PincodeBox, type PincodeBoxProps, type PincodeStatus } from './PincodeBox';
