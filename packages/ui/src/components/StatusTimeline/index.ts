export { StatusTimeline, type StatusTimelineProps, type TimelineStep, type TimelineStepState } from './StatusTimeline';
