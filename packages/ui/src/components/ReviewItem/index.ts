export { ReviewItem, type ReviewItemProps, type ReviewStatus } from './ReviewItem';
