/**
 * A language model's proposal, for a destination the guide does not cover (only when a model
 * is configured). The model proposes real places; they are checked on the map when Google
 * Places is configured, read into the guide's shape, and every problem the pipeline's checks
 * find goes back to the model in its repair round.
 */
import type { AiTripService } from '../../ai/index.js';
import type { CandidateSource } from './candidate-source.js';

export function modelProposalSource(model: AiTripService): CandidateSource {
  return {
    name: 'model proposal',
    async gather(request, { report, signal, assess }) {
      if (!model.configured) return undefined;
      report('understanding', 5, `${request.destination} is not in our guide: our AI will research it`);
      report('choosing places', 10, `Our AI is proposing places in ${request.destination}`);
      const onProgress = (fraction: number) => report('choosing places', 10 + 40 * fraction, `Our AI is proposing places in ${request.destination}`);
      const { destination } = await model.proposeDestination(request, { signal, onProgress, interests: request.interests, assess });
      return { destination, source: 'model proposal', chosen: true };
    },
  };
}
