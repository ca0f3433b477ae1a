/**
 * The candidate sources, in the order the pipeline asks them: the first that knows the
 * destination supplies its candidates. Adding a source is one new file in this folder that
 * implements CandidateSource, and one line in this list.
 */
import type { AiTripService } from '../../ai/index.js';
import type { DestinationService } from '../../destinations/index.js';
import type { Guide } from '../../guide/index.js';
import type { PlaceStore } from '../../place-store/index.js';
import type { CandidateSource } from './candidate-source.js';
import { guideSource } from './guide.source.js';
import { modelProposalSource } from './model-proposal.source.js';
import { placeStoreSource } from './place-store.source.js';

export interface SourceServices {
  guide: Guide;
  destinations: DestinationService;
  model: AiTripService;
  store: PlaceStore;
}

export function candidateSources({ guide, destinations, model, store }: SourceServices): CandidateSource[] {
  return [
    guideSource(guide, destinations),
    modelProposalSource(model),
    placeStoreSource(store, destinations),
  ];
}

export type { CandidateSource, GatherContext } from './candidate-source.js';
export { coveredDestination } from './guide.source.js';
