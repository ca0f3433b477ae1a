import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ExpenseShare {
  @Field(() => Int)
  userId: number;

  @Field(() => Float)
  amount: number;
}

@ObjectType({ description: 'An expense as recorded, with its amount in the trip’s settlement currency when a rate is known.' })
export class ExpenseView {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field(() => Float)
  amount: number;

  @Field()
  currency: string;

  @Field(() => Int, { nullable: true })
  paidById: number | null;

  @Field()
  paidByName: string;

  @Field()
  splitMode: string;

  @Field(() => [Int], { description: 'who shares it: the travellers of an equal split, or those with a custom share' })
  between: number[];

  @Field(() => [ExpenseShare], { description: 'each traveller’s part in the expense’s currency' })
  shares: ExpenseShare[];

  @Field()
  category: string;

  @Field(() => Int, { nullable: true })
  day: number | null;

  @Field(() => Float, { nullable: true, description: 'in the settlement currency; null when no rate is known for its currency' })
  converted: number | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A traveller’s standing: paid minus their share, in the settlement currency (positive: others owe them).' })
export class ExpenseBalance {
  @Field(() => Int)
  userId: number;

  @Field()
  username: string;

  @Field(() => Float)
  paid: number;

  @Field(() => Float)
  share: number;

  @Field(() => Float)
  balance: number;
}

@ObjectType({ description: 'One payment of the fewest that square everyone.' })
export class Settlement {
  @Field(() => Int)
  fromUserId: number;

  @Field()
  fromName: string;

  @Field(() => Int)
  toUserId: number;

  @Field()
  toName: string;

  @Field(() => Float)
  amount: number;
}

@ObjectType()
export class SpentBy {
  @Field({ description: 'a category, or a day as "1", "2"… ("trip" for the trip as a whole)' })
  key: string;

  @Field(() => Float)
  amount: number;
}

@ObjectType({ description: 'A trip’s expenses, who owes whom, and what was spent by category and by day, in one currency.' })
export class TripExpenses {
  @Field({ description: 'the settlement currency: the trip’s currency when a rate is known for it, else EUR' })
  currency: string;

  @Field({ description: 'where the conversion rates come from and the day they are for' })
  ratesNote: string;

  @Field(() => Float)
  total: number;

  @Field(() => [ExpenseView])
  expenses: ExpenseView[];

  @Field(() => [ExpenseBalance])
  balances: ExpenseBalance[];

  @Field(() => [Settlement])
  settlements: Settlement[];

  @Field(() => [SpentBy])
  byCategory: SpentBy[];

  @Field(() => [SpentBy])
  byDay: SpentBy[];

  @Field(() => [Int], { description: 'expenses left out of the sums: no rate is known for their currency' })
  unconverted: number[];
}

@ObjectType({ description: 'Units of a currency one euro buys.' })
export class CurrencyRateView {
  @Field()
  currency: string;

  @Field(() => Float)
  perEuro: number;

  @Field()
  source: string;

  @Field()
  asOf: string;
}

@ObjectType({ description: 'One part of a cost estimate, as a range in the traveller’s currency.' })
export class CostEstimateLine {
  @Field({ description: 'stay, food, activities or transport: the expense categories it compares with' })
  key: string;

  @Field()
  label: string;

  @Field(() => Float)
  low: number;

  @Field(() => Float)
  high: number;

  @Field({ description: 'what the figure is based on' })
  basis: string;
}

@ObjectType({ description: 'What a trip will roughly cost: a range, by part, with what each is based on. Flights to the destination are not included.' })
export class TripCostEstimate {
  @Field({ description: 'the traveller’s currency (the trip’s), or EUR when no rate is known for it' })
  currency: string;

  @Field(() => Float)
  low: number;

  @Field(() => Float)
  high: number;

  @Field()
  destinationCurrency: string;

  @Field(() => Float, { nullable: true, description: 'in the destination’s currency; null when no rate is known for it' })
  lowLocal: number | null;

  @Field(() => Float, { nullable: true })
  highLocal: number | null;

  @Field(() => [CostEstimateLine])
  lines: CostEstimateLine[];

  @Field()
  note: string;
}
