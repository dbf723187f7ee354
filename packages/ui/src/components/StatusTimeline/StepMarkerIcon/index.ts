export { StepMarkerIcon, type TimelineStepState, type TimelineTone } from './StepMarkerIcon';
