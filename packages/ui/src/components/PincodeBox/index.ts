export { PincodeBox, type PincodeBoxProps, type PincodeStatus, type DeliveryAnswer, type PincodeDeliveryLabels } from './PincodeBox';
