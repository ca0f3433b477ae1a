/**
 * The users module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { hashPassword, verifyPassword } from './password.js';
export { User } from './user.entity.js';
export type { UserService } from './user.service.js';
export { userView } from './user.view.js';
