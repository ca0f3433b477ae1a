/**
 * The wallet module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { readWalletForm } from './wallet-form.js';
export type { WalletService } from './wallet.service.js';
