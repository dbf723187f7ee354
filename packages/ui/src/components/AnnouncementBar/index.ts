export { AnnouncementBar, type AnnouncementBarContact, type AnnouncementBarProps } from './AnnouncementBar';
