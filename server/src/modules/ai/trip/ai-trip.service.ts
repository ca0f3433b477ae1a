/**
 * The model's steps in trip generation: it proposes candidate places for a destination the
 * guide does not cover, picks among the guide's places, and writes the days' words. It never
 * plans or checks: the generation pipeline (modules/generation) does, and hands the proposal
 * step an `assess` callback so that every problem, down to a failed docs/quality.md check, can
 * go back to the model in its repair round. Each step's answer is checked against its schema
 * and the data before it is used, and cached only once it has passed.
 */
import { AppError } from '../../../common/app-error.js';
import type { Interest, LoadedDestination } from '../../guide/index.js';
import type { PlanRequest, PlannedTrip } from '../../planner/index.js';
import type { AiClient } from '../ai-client.js';
import type { AiResponseCache } from '../ai-response-cache.js';
import type { JsonRequest } from '../provider/ai-provider.types.js';
import { cleanDayWriting, DAY_WRITING_SCHEMA, dayWritingProblems, type DayWriting } from './day-writing.js';
import { cleanProposal } from './clean-proposal.js';
import { plainText } from '../model-text.js';
import { DESTINATION_PROPOSAL_SCHEMA, type DestinationProposal } from './destination-proposal.js';
import { GUIDE_PICKS_SCHEMA, guidePicksProblems, type GuidePicks } from './guide-picks.js';
import type { CountryReference, DistanceReference } from './proposal-checks.js';
import { MIN_USABLE_PLACES, readProposal } from './proposal-destination.js';
import { normalisedRequest } from './trip-request-key.js';
import { DAY_WRITING_SYSTEM, dayWritingPrompt, DESTINATION_PROPOSAL_SYSTEM, destinationProposalPrompt, GUIDE_PICKS_SYSTEM, guidePicksPrompt } from './trip-prompts.js';
import { verifyPlaces, type PlaceSource } from './verify-places.js';

/** What the service needs to know about countries and places, from the destinations module. */
export interface DestinationFacts {
  country(code: string): CountryReference | undefined;
  /** how far the gazetteer puts the named place from a few covered destinations; empty when it does not know it */
  distances(name: string, country?: string): DistanceReference[];
  /** the well-known places of destinations far from `near` that a text names (none when it names none) */
  landmarksIn?(text: string, near: { lat: number; lng: number }): string[];
}

export interface ModelCallOptions {
  signal?: AbortSignal;
  /** how far the model's answer has come, from 0 to 1 (streamed answers only) */
  onProgress?: (fraction: number) => void;
}

export interface ProposalOptions extends ModelCallOptions {
  /** the traveller's interests some proposed place must serve (asked once; a second answer may leave one out) */
  interests: readonly Interest[];
  /** the pipeline's verdict on a destination built from the proposal: the problems of its plan, none when it passes every check */
  assess(destination: LoadedDestination): string[];
  /** where the requested place is (set by proposeDestination before the model is asked) */
  whereItIs?: DistanceReference[];
}

export interface ProposedDestination {
  destination: LoadedDestination;
  /** places and stays left out of the model's proposal, and why */
  dropped: string[];
}

/** A pick's reason is one sentence. */
const WHY_MAX = 240;

/** How many of a proposal's places a source confirmed. */
interface GroundingCount {
  proposed: number;
  kept: number;
  source: string;
}

/** OpenStreetMap's licence (ODbL) asks for this credit wherever its data is shown. */
export const OSM_CREDIT = '© OpenStreetMap contributors';

/** Rough sizes of full answers, in characters, to turn a stream into a percentage. */
const PROPOSAL_CHARS = 24_000;
const PICKS_CHARS = 3_000;

export class AiTripService {
  constructor(
    private readonly ai: AiClient,
    private readonly cache: AiResponseCache,
    private readonly places: readonly PlaceSource[],
    private readonly facts: DestinationFacts,
  ) {}

  get configured(): boolean {
    return this.ai.configured;
  }

  /** Candidate places for a destination outside the guide; fails with the provider's error codes. */
  async proposeDestination(request: PlanRequest, options: ProposalOptions): Promise<ProposedDestination> {
    // Before the model is asked: a place no source can put on the map is not planned (Atlantis is not in Greece).
    const whereItIs = await this.whereIs(request, options.signal);
    options = { ...options, whereItIs };
    const key = { purpose: 'destination proposal', model: await this.ai.model(), request: normalisedRequest(request) };
    const cached = await this.cache.get<DestinationProposal>(key);
    if (cached) {
      const outcome = await this.assess(cached, request, { ...options, interests: [] });
      if (outcome.proposed) return outcome.proposed;
    }
    const accepted = new WeakMap<object, ProposedDestination>();
    let round = 0;
    let lastGrounding: GroundingCount | undefined;
    const proposal = await this.ai
      .completeJson<DestinationProposal>({
      ...this.streamed(options, PROPOSAL_CHARS),
      purpose: 'destination proposal',
      system: DESTINATION_PROPOSAL_SYSTEM,
      messages: [{ role: 'user', content: destinationProposalPrompt(request) }],
      schemaName: 'destination_proposal',
      schema: DESTINATION_PROPOSAL_SCHEMA,
      check: async (value) => {
        // The model's honest "I don't know this place": a refusal, never a repair round that would coax a guess out of it.
        if (value.knownWell === false) throw modelDoesNotKnow(request);
        // An interest no place serves goes back once; asked again, the destination cannot serve it.
        const outcome = await this.assess(value, request, { ...options, interests: ++round === 1 ? options.interests : [] });
        if (outcome.proposed) accepted.set(value, outcome.proposed);
        lastGrounding = outcome.grounding;
        return outcome.problems;
      },
    })
      .catch((error: unknown) => {
        // The model kept proposing places no map knows: say so, rather than blame the answer's format.
        if (error instanceof AppError && error.code === 'invalid_response_format' && lastGrounding && lastGrounding.kept < MIN_USABLE_PLACES) {
          const { proposed, kept, source } = lastGrounding;
          throw new AppError(
            'plan_failed',
            `We couldn't confirm enough real places in ${request.destination.trim()}: of the ${proposed} places our AI suggested, ${kept} ${kept === 1 ? 'was' : 'were'} found on the map (${source}). We don't build trips from places we can't confirm. Please try again later, or choose another destination.`,
          );
        }
        throw error;
      });
    await this.cache.put(key, proposal);
    return accepted.get(proposal)!;
  }

  /** The model's picks among a covered destination's places, with a reason for each; throws when the model fails. */
  async pickPlaces(request: PlanRequest, destination: LoadedDestination, dayCount: number, options: ModelCallOptions = {}): Promise<GuidePicks> {
    const key = { purpose: 'guide picks', model: await this.ai.model(), request: { ...normalisedRequest(request), destination: destination.id } };
    const picks = await this.cached(key, () =>
      this.ai.completeJson<GuidePicks>({
        ...this.streamed(options, PICKS_CHARS),
        purpose: 'guide picks',
        system: GUIDE_PICKS_SYSTEM,
        messages: [{ role: 'user', content: guidePicksPrompt(request, destination) }],
        schemaName: 'guide_picks',
        schema: GUIDE_PICKS_SCHEMA,
        check: (value) => guidePicksProblems(value, destination, dayCount),
      }),
    );
    return { picks: picks.picks.map((pick) => ({ id: pick.id, why: plainText(pick.why, WHY_MAX) })) };
  }

  /** The model's title and introduction for each planned day; throws when the model fails. */
  async writeDays(request: PlanRequest, plan: PlannedTrip, destination: LoadedDestination, options: ModelCallOptions = {}): Promise<DayWriting> {
    const stops = plan.itinerary.map((day) => day.activities.map((activity) => activity.title));
    const key = { purpose: 'day writing', model: await this.ai.model(), request: { ...normalisedRequest(request), destination: destination.id, stops } };
    const writing = await this.cached(key, () =>
      this.ai.completeJson<DayWriting>({
        signal: options.signal,
        purpose: 'day writing',
        system: DAY_WRITING_SYSTEM,
        messages: [{ role: 'user', content: dayWritingPrompt(request, plan) }],
        schemaName: 'day_writing',
        schema: DAY_WRITING_SCHEMA,
        check: (value) => dayWritingProblems(cleanDayWriting(value), plan.itinerary, (text) => this.facts.landmarksIn?.(text, destination) ?? []),
      }),
    );
    return cleanDayWriting(writing);
  }

  /** Verify on the map, read into a destination, and ask the pipeline: the proposal's problems for the repair round, or the destination it makes. */
  private async assess(answer: DestinationProposal, request: PlanRequest, options: ProposalOptions): Promise<{ problems: string[]; proposed?: ProposedDestination; grounding?: GroundingCount }> {
    // Judged, grounded and planned as the traveller would read it.
    const proposal = cleanProposal(answer);
    const verification = await verifyPlaces(proposal, this.places, options.signal);
    const grounding = verification.source ? { proposed: proposal.places.length, kept: verification.proposal.places.length, source: verification.source.name } : undefined;
    const reading = readProposal(verification.proposal, {
      country: this.facts.country(proposal.countryCode),
      distances: this.references(request, proposal, options.whereItIs ?? []),
      interests: options.interests,
    });
    const dropped = [...verification.dropped, ...reading.dropped];
    const leftOut = dropped.map((what) => `${what} (left out)`);
    if (!reading.destination) return { problems: [...reading.problems, ...leftOut], grounding };
    // The trip says where its places come from: the source that grounded them, or that nothing did.
    const { source } = verification;
    const destination = { ...reading.destination, placeData: source ? { verified: true, source: source.name, ...(source.openStreetMap ? { credit: OSM_CREDIT } : {}) } : { verified: false } };
    const problems = options.assess(destination);
    if (problems.length > 0) return { problems: [...problems, ...leftOut], grounding };
    return { problems: [], proposed: { destination, dropped }, grounding };
  }

  /**
   * Where the requested place is, as distances to covered destinations (the gazetteer of
   * towns and cities), else as a point a geocoding source gives; refused when neither knows it.
   */
  private async whereIs(request: PlanRequest, signal?: AbortSignal): Promise<DistanceReference[]> {
    const known = this.facts.distances(request.destination, request.country || undefined);
    if (known.length > 0) return known;
    for (const source of this.places) {
      try {
        const point = await source.locate?.(request.destination, request.country || undefined, signal);
        if (point) return [{ name: `where ${source.name} puts ${request.destination}`, km: 0, ...point }];
      } catch (error) {
        if (signal?.aborted) throw error;
      }
    }
    const place = [request.destination.trim(), request.country?.trim()].filter(Boolean).join(', ');
    throw new AppError('destination_not_covered', `We couldn't find ${place} on any map we have, so we can't plan a trip there. Check the spelling, or choose a place from the suggestions as you type.`, { nearestDestinations: [] });
  }

  /** Without a country in the request, the proposal's country tells two Springfields apart, if the gazetteer knows it there. */
  private references(request: PlanRequest, proposal: DestinationProposal, whereItIs: DistanceReference[]): DistanceReference[] {
    if (request.country) return whereItIs;
    const inProposedCountry = this.facts.distances(request.destination, proposal.country);
    return inProposedCountry.length > 0 ? inProposedCountry : whereItIs;
  }

  private async cached<T>(key: { purpose: string; model: string; request: unknown }, ask: () => Promise<T>): Promise<T> {
    const cached = await this.cache.get<T>(key);
    if (cached) return cached;
    const answer = await ask();
    await this.cache.put(key, answer);
    return answer;
  }

  private streamed(options: ModelCallOptions, expectedChars: number): Pick<JsonRequest<unknown>, 'signal' | 'onDelta'> {
    const onProgress = options.onProgress;
    return { signal: options.signal, ...(onProgress ? { onDelta: (chars: number) => onProgress(Math.min(0.95, chars / expectedChars)) } : {}) };
  }
}

/** The refusal when the model says it does not know the destination well enough: nothing is invented, and nothing is cached. */
function modelDoesNotKnow(request: PlanRequest): AppError {
  const place = [request.destination.trim(), request.country?.trim()].filter(Boolean).join(', ');
  return new AppError('plan_failed', `Our AI doesn't know ${place} well enough to suggest real places there, and we won't make any up. Try a larger town nearby, or a destination from the suggestions as you type.`, { failedChecks: [] });
}
