/** The announcement bar's landmark and its pause button, when the page names them not. */
export const announcementBarWords = {
  label: 'Announcements',
  pause: 'Pause announcements',
  play: 'Play announcements',
};
