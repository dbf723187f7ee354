export { StatusTimeline, type StatusTimelineProps, type TimelineStep } from './StatusTimeline';
export type { TimelineStepState, TimelineTone } from './StepMarkerIcon';
export { courierStepLooks, type CourierStep, type CourierStepLook } from './courierSteps';
