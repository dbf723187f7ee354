export { RouteAnnouncer } from './RouteAnnouncer';
export { useRouteChangeFocus } from './useRouteChangeFocus';
