/**
 * The admin-tables module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { AdminTableContainer } from './AdminTableContainer';
export { EMAIL_PATTERN, formatAdminDate } from './admin-format';
export { stackedOnPhones } from './stacked-table';
