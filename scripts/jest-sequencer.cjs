// Jest loads a test sequencer without transforming it; this registers the TypeScript loader
// the jest config itself uses, then hands over to the sequencer written in TypeScript.
require('esbuild-register/dist/node').register({ target: 'node20' });
module.exports = require('./jest-sequencer.ts').default;
