/**
 * A destination proposal as a traveller may read it (model-text.ts): every name, description
 * and overview text cleaned and bounded before the proposal is checked, grounded and planned.
 * A name that is too long becomes empty, so the place, stay or meal it named is dropped.
 */
import { plainName, plainText } from '../model-text.js';
import type { DestinationProposal } from './destination-proposal.js';

export const NAME_MAX = 120;
const DESCRIPTION_MAX = 400;
const ADDRESS_MAX = 200;
const OVERVIEW_MAX = 1200;
const FACT_MAX = 600;
const TIP_MAX = 300;
const HOURS_MAX = 255;

export function cleanProposal(proposal: DestinationProposal): DestinationProposal {
  const { overview } = proposal;
  return {
    ...proposal,
    name: plainName(proposal.name, NAME_MAX),
    country: plainName(proposal.country, NAME_MAX),
    overview: {
      ...overview,
      description: plainText(overview.description, OVERVIEW_MAX),
      bestTimeToVisit: plainText(overview.bestTimeToVisit, FACT_MAX),
      languages: overview.languages.map((language) => plainName(language, 60)).filter(Boolean),
      travelTips: overview.travelTips.map((tip) => plainText(tip, TIP_MAX)).filter(Boolean),
      customs: plainText(overview.customs, FACT_MAX),
      transportationTips: plainText(overview.transportationTips, FACT_MAX),
      safetyTips: plainText(overview.safetyTips, FACT_MAX),
    },
    neighbourhoods: proposal.neighbourhoods.map((area) => ({
      ...area,
      name: plainName(area.name, NAME_MAX),
      meals: area.meals.map((meal) => ({ ...meal, name: plainName(meal.name, NAME_MAX), description: plainText(meal.description, DESCRIPTION_MAX) })),
    })),
    places: proposal.places.map((place) => ({
      ...place,
      name: plainName(place.name, NAME_MAX),
      neighbourhood: plainName(place.neighbourhood, NAME_MAX),
      address: plainText(place.address, ADDRESS_MAX),
      hours: plainText(place.hours, HOURS_MAX),
      description: plainText(place.description, DESCRIPTION_MAX),
    })),
    stays: proposal.stays.map((stay) => ({ ...stay, name: plainName(stay.name, NAME_MAX), neighbourhood: plainName(stay.neighbourhood, NAME_MAX), description: plainText(stay.description, DESCRIPTION_MAX) })),
  };
}
