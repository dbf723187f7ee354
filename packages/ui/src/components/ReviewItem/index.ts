export { ReviewItem, type ReviewItemProps, type ReviewReply, type ReviewStatus } from './ReviewItem';
