export { StatusTimeline, type StatusTimelineProps, type TimelineStep } from './StatusTimeline';
export type { TimelineStepState } from './StepMarkerIcon';
