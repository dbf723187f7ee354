export { ValueDiff, type ValueDiffProps } from './ValueDiff';
export type { RecordValues } from './diffValues';
