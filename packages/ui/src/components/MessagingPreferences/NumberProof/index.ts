export { NumberProof, type NumberProofProps, type NumberProofLabels } from './NumberProof';
