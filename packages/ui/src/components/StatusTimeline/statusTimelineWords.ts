/** What screen readers hear before a step that is not the current one, when the page says not. */
export const statusTimelineWords = {
  completed: 'Completed',
  upcoming: 'Upcoming',
};
