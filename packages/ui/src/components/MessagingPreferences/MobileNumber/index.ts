export { MobileNumber, type MobileNumberProps, type MobileNumberLabels } from './MobileNumber';
