export { StepMarkerIcon } from './StepMarkerIcon';
