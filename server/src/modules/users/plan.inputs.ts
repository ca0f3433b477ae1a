/**
 * The plan on an account (docs/product/accounts-admin.md: plans page and simulated checkout). Checkout is a
 * simulation: no card details ever reach the server, only the plan the traveller chose.
 */
import { IsEnum } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';

export enum Plan {
  BASIC = 'basic',
  PREMIUM = 'premium',
}
registerEnumType(Plan, { name: 'Plan', description: 'the plan on an account: the free Basic plan, or Premium (taken through the simulated checkout)' });

export const PLAN_MESSAGE = 'plan must be basic or premium';

@InputType({ description: 'The plan to put on the signed-in account.' })
export class ChoosePlanInput {
  @Field(() => Plan)
  @IsEnum(Plan, { message: PLAN_MESSAGE })
  plan: Plan;
}
