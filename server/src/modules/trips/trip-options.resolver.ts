import { Query, Resolver } from 'type-graphql';
import { BUDGET_LEVELS, INTERESTS, WIZARD_ACCOMMODATIONS, WIZARD_ACTIVITIES, WIZARD_TRAVEL_STYLES } from './trip-options.js';
import { TripOptions } from './trip-options.types.js';

@Resolver()
export class TripOptionsResolver {
  @Query(() => TripOptions, { description: 'The interests, travel styles, activities, stays and budget levels a traveller can choose from.' })
  tripOptions(): TripOptions {
    return {
      interests: [...INTERESTS],
      travelStyles: [...WIZARD_TRAVEL_STYLES],
      activities: [...WIZARD_ACTIVITIES],
      accommodations: [...WIZARD_ACCOMMODATIONS],
      budgetLevels: BUDGET_LEVELS.map((option) => ({ ...option })),
    };
  }
}
