export { MessageThread, type MessageThreadProps, type ThreadDelivery, type ThreadEntry } from './MessageThread';
