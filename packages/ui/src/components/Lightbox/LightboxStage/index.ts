export { LightboxStage, type LightboxStageProps } from './LightboxStage';
