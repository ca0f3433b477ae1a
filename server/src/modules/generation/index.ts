/**
 * The generation module's public surface: what other feature modules may use. The pipeline
 * itself (pipeline.ts, steps/, sources/) is the module's own business.
 */
export { GenerateTripInput, PreferencesInput } from './generate-trip.inputs.js';
export { TripGenerationService } from './generation.service.js';
export type { GenerationOptions } from './generation.service.js';
export type { GenerationProgress, GenerationStage, ProgressListener } from './progress.js';
export { candidateSources } from './sources/index.js';
export type { CandidateSource, GatherContext } from './sources/index.js';
export type { Requester } from './steps/store.js';
export type { Candidates, TripRequest } from './types.js';
