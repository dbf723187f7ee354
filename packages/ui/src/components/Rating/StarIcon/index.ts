export { StarIcon, type StarIconProps } from './StarIcon';
export { emptyColor, emptyStrokeColor, filledColor } from './StarIcon.css';
