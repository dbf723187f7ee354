export { SpinnerRing, type SpinnerRingProps } from './SpinnerRing';
