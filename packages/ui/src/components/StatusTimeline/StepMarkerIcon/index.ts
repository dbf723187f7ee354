export { StepMarkerIcon, type TimelineStepState } from './StepMarkerIcon';
