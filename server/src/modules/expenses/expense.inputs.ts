/**
 * What a traveller sends for an expense; the same classes check REST bodies and GraphQL
 * arguments. Rules that need the trip (who is on it, how many days it has, whether custom
 * shares add up) are checked by the service.
 */
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsCurrency, IsDecimal, MAX_MONEY_AMOUNT, upperCased } from '../../common/money.validator.js';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from './expense.entity.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const AMOUNT_MESSAGE = `Amount must be a number above 0 and at most ${MAX_MONEY_AMOUNT.toLocaleString('en')}, with at most 2 decimals`;

@InputType({ description: "One traveller's part of a custom split, in the expense's currency." })
export class ExpenseShareInput {
  @Field(() => Int)
  @IsInt({ message: 'Each share needs the userId of a traveller on the trip' })
  userId: number;

  @Field(() => Float)
  @IsDecimal(2, 'Each share must be a number with at most 2 decimals')
  @Min(0, { message: 'A share cannot be negative' })
  @Max(MAX_MONEY_AMOUNT, { message: AMOUNT_MESSAGE })
  amount: number;
}

@InputType({ description: 'An expense: what was spent, who paid, and for whom (equal parts, or custom shares that add up to the amount).' })
export class ExpenseInput {
  @Field()
  @Transform(trimmed)
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  title: string;

  @Field(() => Float)
  @IsDecimal(2, AMOUNT_MESSAGE)
  @Min(0.01, { message: AMOUNT_MESSAGE })
  @Max(MAX_MONEY_AMOUNT, { message: AMOUNT_MESSAGE })
  amount: number;

  @Field({ description: 'ISO 4217 code, e.g. EUR' })
  @Transform(upperCased)
  @IsCurrency()
  currency: string;

  @Field(() => Int, { description: 'the traveller who paid (owner or companion)' })
  @IsInt({ message: 'Choose who paid' })
  paidById: number;

  @Field(() => String, { description: 'equal (between the travellers named) or custom (shares)' })
  @IsIn(['equal', 'custom'], { message: 'Split must be equal or custom' })
  splitMode: 'equal' | 'custom';

  @Field(() => [Int], { nullable: true, description: 'for an equal split: who shares it (all the trip’s travellers when left out)' })
  @IsOptional()
  @IsArray({ message: 'between must be a list of userIds' })
  @ArrayMaxSize(50)
  @IsInt({ each: true, message: 'between must be a list of userIds' })
  between?: number[];

  @Field(() => [ExpenseShareInput], { nullable: true, description: 'for a custom split: each traveller’s part' })
  @IsOptional()
  @IsArray({ message: 'shares must be a list' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ExpenseShareInput)
  shares?: ExpenseShareInput[];

  @Field(() => String)
  @IsIn(EXPENSE_CATEGORIES, { message: `Category must be one of: ${EXPENSE_CATEGORIES.join(', ')}` })
  category: ExpenseCategory;

  @Field(() => Int, { nullable: true, description: 'the day of the trip it belongs to, 1 to N' })
  @IsOptional()
  @IsInt({ message: 'Day must be a whole number' })
  @Min(1, { message: 'Day must be 1 or more' })
  day?: number | null;
}

@InputType({ description: 'A currency rate an operator sets: units of the currency one euro buys.' })
export class CurrencyRateInput {
  @Field()
  @Transform(upperCased)
  @IsCurrency('Currency must be a three-letter ISO 4217 code other than EUR', { except: ['EUR'] })
  currency: string;

  @Field(() => Float)
  @IsDecimal(6, 'perEuro must be a number above 0 with at most 6 decimals')
  @Min(0.000001, { message: 'perEuro must be a number above 0 with at most 6 decimals' })
  @Max(1_000_000_000, { message: 'perEuro must be at most 1,000,000,000' })
  perEuro: number;
}
