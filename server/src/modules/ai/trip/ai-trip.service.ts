/**
 * Trip planning with a language model. The model proposes and writes; the planner orders,
 * times and checks. For a destination outside the guide the model proposes the places (then
 * verified on the map when Google Places is configured) and the planner plans them; every
 * problem, down to a failed docs/quality.md check, goes back to the model in its repair round. For a
 * covered destination the model only ranks the guide's places and writes, and any failure
 * falls back to the plain offline plan. Answers are cached for identical requests.
 */
import { checkPlan } from '../../planner/index.js';
import { planTrip } from '../../planner/index.js';
import { interestsOf } from '../../planner/index.js';
import { tripCalendar } from '../../planner/index.js';
import type { LoadedDestination, PlannedTrip, PlanRequest } from '../../planner/index.js';
import type { AiClient } from '../ai-client.js';
import type { AiResponseCache } from '../ai-response-cache.js';
import type { JsonRequest } from '../provider/ai-provider.types.js';
import { DAY_WRITING_SCHEMA, dayWritingProblems, withDayTexts, type DayWriting } from './day-writing.js';
import { DESTINATION_PROPOSAL_SCHEMA, type DestinationProposal } from './destination-proposal.js';
import { favouringPicks, fillerVisits, GUIDE_PICKS_SCHEMA, guidePicksProblems, onlyPicks, withReasons, type GuidePicks } from './guide-picks.js';
import type { CountryReference, DistanceReference } from './proposal-checks.js';
import { readProposal } from './proposal-destination.js';
import { normalisedRequest } from './trip-request-key.js';
import { DAY_WRITING_SYSTEM, dayWritingPrompt, DESTINATION_PROPOSAL_SYSTEM, destinationProposalPrompt, GUIDE_PICKS_SYSTEM, guidePicksPrompt } from './trip-prompts.js';
import { verifyPlaces, type PlaceFinder } from './verify-places.js';

/** What the service needs to know about countries and places, from the destinations module. */
export interface DestinationFacts {
  country(code: string): CountryReference | undefined;
  /** how far the gazetteer puts the named place from a few covered destinations; empty when it does not know it */
  distances(name: string, country?: string): DistanceReference[];
}

export interface ModelCallOptions {
  signal?: AbortSignal;
  /** how far the model's answer has come, from 0 to 1 (streamed answers only) */
  onProgress?: (fraction: number) => void;
}

export interface ProposedTrip {
  destination: LoadedDestination;
  plan: PlannedTrip;
  /** places and stays left out of the model's proposal, and why */
  dropped: string[];
}

interface Logger {
  warn(details: object, message: string): void;
}

/** Rough sizes of full answers, in characters, to turn a stream into a percentage. */
const PROPOSAL_CHARS = 24_000;
const PICKS_CHARS = 3_000;

export class AiTripService {
  constructor(
    private readonly ai: AiClient,
    private readonly cache: AiResponseCache,
    private readonly places: PlaceFinder,
    private readonly facts: DestinationFacts,
    private readonly log: Logger,
  ) {}

  get configured(): boolean {
    return this.ai.configured;
  }

  /** A destination outside the guide, proposed by the model and planned; fails with the provider's error codes. */
  async proposeTrip(request: PlanRequest, options: ModelCallOptions = {}): Promise<ProposedTrip> {
    const key = { purpose: 'destination proposal', model: await this.ai.model(), request: normalisedRequest(request) };
    const cached = await this.cache.get<DestinationProposal>(key);
    if (cached) {
      const outcome = await this.assess(cached, request, { strictInterests: false, signal: options.signal });
      if (outcome.trip) return outcome.trip;
    }
    const accepted = new WeakMap<object, ProposedTrip>();
    let round = 0;
    const proposal = await this.ai.completeJson<DestinationProposal>({
      ...this.streamed(options, PROPOSAL_CHARS),
      purpose: 'destination proposal',
      system: DESTINATION_PROPOSAL_SYSTEM,
      messages: [{ role: 'user', content: destinationProposalPrompt(request) }],
      schemaName: 'destination_proposal',
      schema: DESTINATION_PROPOSAL_SCHEMA,
      check: async (value) => {
        // An interest no place serves goes back once; asked again, the destination cannot serve it.
        const outcome = await this.assess(value, request, { strictInterests: ++round === 1, signal: options.signal });
        if (outcome.trip) accepted.set(value, outcome.trip);
        return outcome.problems;
      },
    });
    await this.cache.put(key, proposal);
    return accepted.get(proposal)!;
  }

  /**
   * A covered destination planned from the model's picks among the guide's places. Without a
   * plan when the model failed (`answered` false: do not ask it again for this trip) or its
   * picks make no plan that passes every check.
   */
  async planFromGuide(request: PlanRequest, destination: LoadedDestination, options: ModelCallOptions = {}): Promise<{ plan?: PlannedTrip; answered: boolean }> {
    const { dayCount } = tripCalendar(request);
    try {
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
      // The picks alone when they fill the days by themselves, else every place with the picks favoured.
      const fromPicks = withReasons(planTrip(request, onlyPicks(destination, picks)), picks, destination);
      if (fillerVisits(fromPicks, destination).length === 0 && failedChecks(fromPicks, request, destination).length === 0) return { plan: recheck(fromPicks, request, destination), answered: true };
      const favoured = withReasons(planTrip(request, favouringPicks(destination, picks)), picks, destination);
      const failed = failedChecks(favoured, request, destination);
      if (failed.length === 0) return { plan: recheck(favoured, request, destination), answered: true };
      this.log.warn({ destination: destination.id, failed }, "the model's picks made no plan that passes every check; using the offline plan");
      return { answered: true };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      this.log.warn({ destination: destination.id, err: error }, 'AI picks failed; using the offline plan');
      return { answered: false };
    }
  }

  /** The plan with the model's day titles and introductions, or unchanged if the model fails or they would break a check. */
  async writeDays(request: PlanRequest, plan: PlannedTrip, destination: LoadedDestination, options: ModelCallOptions = {}): Promise<PlannedTrip> {
    try {
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
          check: (value) => dayWritingProblems(value, plan.itinerary),
        }),
      );
      const written = { ...plan, itinerary: withDayTexts(plan.itinerary, writing) };
      return passesEveryCheck(written, request, destination) ? recheck(written, request, destination) : plan;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      this.log.warn({ destination: destination.id, err: error }, 'AI day writing failed; keeping the planner’s titles');
      return plan;
    }
  }

  /** Verify, read, plan: the proposal's problems for the repair round, or the trip it makes. */
  private async assess(proposal: DestinationProposal, request: PlanRequest, { strictInterests, signal }: { strictInterests: boolean; signal?: AbortSignal }) {
    const verification = await verifyPlaces(proposal, this.places, signal);
    const reading = readProposal(verification.proposal, {
      country: this.facts.country(proposal.countryCode),
      distances: this.facts.distances(request.destination, request.country || proposal.country),
      interests: strictInterests ? interestsOf(request.preferences.activities) : [],
    });
    const dropped = [...verification.dropped, ...reading.dropped];
    if (!reading.destination) return { problems: [...reading.problems, ...dropped.map((what) => `${what} (left out)`)] };
    const plan = planTrip(request, reading.destination);
    const failed = plan.checks.filter((check) => !check.passed);
    if (failed.length > 0) {
      const reasons = failed.flatMap((check) => check.reasons.slice(0, 3).map((reason) => `the itinerary built from your places fails the "${check.name}" check: ${reason}`));
      return { problems: [...reasons, ...dropped.map((what) => `${what} (left out)`)] };
    }
    return { problems: [], trip: { destination: reading.destination, plan, dropped } };
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

function passesEveryCheck(plan: Pick<PlannedTrip, 'itinerary' | 'accommodations' | 'destinationOverview'>, request: PlanRequest, destination: LoadedDestination): boolean {
  return failedChecks(plan, request, destination).length === 0;
}

function failedChecks(plan: Pick<PlannedTrip, 'itinerary' | 'accommodations' | 'destinationOverview'>, request: PlanRequest, destination: LoadedDestination): string[] {
  return checkPlan(plan, { request, destination })
    .filter((check) => !check.passed)
    .map((check) => check.name);
}

function recheck(plan: PlannedTrip, request: PlanRequest, destination: LoadedDestination): PlannedTrip {
  return { ...plan, checks: checkPlan(plan, { request, destination }) };
}
