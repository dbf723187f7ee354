export { FlipCard, type FlipCardFace, type FlipCardProps } from './FlipCard';
