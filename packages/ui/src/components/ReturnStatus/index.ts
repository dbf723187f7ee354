export { ReturnStatus, type ReturnStatusLabels, type ReturnStatusName, type ReturnStatusProps, type ReturnView } from './ReturnStatus';
