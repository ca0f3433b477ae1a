/**
 * The auth module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { ADMIN_REQUIRED, requireUser, viewerOf } from './viewer.js';
export type { Viewer } from './viewer.js';
