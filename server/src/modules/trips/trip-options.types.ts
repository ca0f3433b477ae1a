import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A budget level and its name.' })
export class BudgetLevelOption {
  @Field(() => Int, { description: '1 to 5' })
  level: number;

  @Field()
  label: string;
}

@ObjectType({ description: "A choice of the planner form's 'Who?'." })
export class PartyOption {
  @Field({ description: 'the name shown, e.g. Couple' })
  label: string;

  @Field({ description: 'the travelers text sent, e.g. 2' })
  travelers: string;
}

@ObjectType({ description: "The choices the planner form and the preferences wizard offer. See docs/product/traveller.md, section 3." })
export class TripOptions {
  @Field(() => [String], { description: "the form's 19 interests" })
  interests: string[];

  @Field(() => [PartyOption], { description: "the form's 'Who?' choices" })
  parties: PartyOption[];

  @Field(() => [String], { description: "the wizard's travel styles" })
  travelStyles: string[];

  @Field(() => [String], { description: "the wizard's activities" })
  activities: string[];

  @Field(() => [String], { description: "the wizard's kinds of stay" })
  accommodations: string[];

  @Field(() => [BudgetLevelOption])
  budgetLevels: BudgetLevelOption[];
}
