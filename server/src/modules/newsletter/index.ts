/**
 * The newsletter module's public surface: what other feature modules may use. Anything not
 * exported here is the module's own business (the boundaries lint rule keeps it so).
 */
export { Subscriber } from './subscriber.entity.js';
export { NewsletterEmailArgs } from './newsletter.inputs.js';
