export { RatingInput, type RatingInputProps } from './RatingInput';
