export { AdminShell, type AdminShellProps, type AdminNavItem } from './AdminShell';
