export { ReferenceReceipt } from './ReferenceReceipt';
