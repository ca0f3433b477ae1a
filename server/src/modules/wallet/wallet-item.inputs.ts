/**
 * The fields a traveller sends for a wallet item (docs/product/traveller.md, sections 3 and 5). The same
 * class validates REST bodies and GraphQL arguments. It has no trip: the trip comes from the
 * path or the tripUuid argument, and a tripUuid in a body is dropped.
 */
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { IsDecimal, isCurrencyCode, MAX_MONEY_AMOUNT, upperCased } from '../../common/money.validator.js';
import { WALLET_ITEM_TYPES, type WalletItemType } from './wallet-item.entity.js';

dayjs.extend(customParseFormat);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TYPE_MESSAGE = `Type must be one of: ${WALLET_ITEM_TYPES.join(', ')}`;
const PRICE_MESSAGE = `Price must be a number above 0 and at most ${MAX_MONEY_AMOUNT.toLocaleString('en')}, with at most 2 decimals`;
const CURRENCY_MESSAGE = 'Currency must be a three-letter ISO 4217 code, e.g. EUR';
const PRICE_WITHOUT_CURRENCY = 'A price needs its currency, e.g. EUR';
const CURRENCY_WITHOUT_PRICE = 'A currency needs a price: give both, or neither';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The client's form sends '' for a field left empty; store that as no value. */
const blankAsNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** A currency field left empty is no currency; a code is read in capitals. */
const currencyCode = ({ value }: { value: unknown }) => upperCased({ value: typeof value === 'string' && value.trim() === '' ? null : value });

/**
 * The price's currency, checked with the price it belongs to as one rule, so each case says one
 * thing: a price with no currency, a currency with no price, or a code that is not ISO 4217.
 */
function IsPriceCurrency() {
  return ValidateBy({
    name: 'isPriceCurrency',
    validator: {
      validate: (value: unknown, args) => ((args?.object as WalletItemInput).price == null ? value == null : isCurrencyCode(value)),
      defaultMessage: (args) => {
        if ((args?.object as WalletItemInput).price == null) return CURRENCY_WITHOUT_PRICE;
        return args?.value == null ? PRICE_WITHOUT_CURRENCY : CURRENCY_MESSAGE;
      },
    },
  });
}

function IsCalendarDate(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && ISO_DATE.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid(),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && ISO_DATE.test(args.value) ? `Date is not a real date: ${args.value}` : 'Date must be written YYYY-MM-DD, e.g. 2026-06-01',
      },
    },
    options,
  );
}

function IsClockTime(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isClockTime',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && CLOCK_TIME.test(value),
        defaultMessage: () => 'Time must be HH:MM on a 24-hour clock, e.g. 09:30',
      },
    },
    options,
  );
}

@InputType({ description: 'A wallet item as the traveller enters it; empty optional fields may be null or "".' })
export class WalletItemInput {
  @Field(() => String, { description: WALLET_ITEM_TYPES.join(', ') })
  @IsIn(WALLET_ITEM_TYPES, { message: TYPE_MESSAGE })
  type: WalletItemType;

  @Field()
  @Transform(trimmed)
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title: string;

  @Field(() => String, { nullable: true })
  @Transform(blankAsNull)
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'booking or ticket number' })
  @Transform(blankAsNull)
  @IsOptional()
  @MaxLength(100, { message: 'Reference must be at most 100 characters' })
  @IsString({ message: 'Reference must be text' })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Transform(blankAsNull)
  @IsOptional()
  @IsCalendarDate()
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, 24-hour clock' })
  @Transform(blankAsNull)
  @IsOptional()
  @IsClockTime()
  time?: string | null;

  @Field(() => String, { nullable: true })
  @Transform(blankAsNull)
  @IsOptional()
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;

  @Field(() => Float, { nullable: true, description: 'what it cost, in priceCurrency; null or left out for no price' })
  @IsOptional()
  @IsDecimal(2, PRICE_MESSAGE)
  @Min(0.01, { message: PRICE_MESSAGE })
  @Max(MAX_MONEY_AMOUNT, { message: PRICE_MESSAGE })
  price?: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of the price, e.g. EUR: given with a price, and only then' })
  @Transform(currencyCode)
  @ValidateIf((item: WalletItemInput) => item.price != null || item.priceCurrency != null)
  @IsPriceCurrency()
  priceCurrency?: string | null;
}

/** walletItems' filter, and the ?type= of GET /trips/{tripUuid}/wallet: left out or null, every item. */
@ArgsType()
export class WalletTypeArgs {
  @Field(() => String, { nullable: true, description: 'only items of this type' })
  @IsOptional()
  @IsIn(WALLET_ITEM_TYPES, { message: TYPE_MESSAGE })
  type?: WalletItemType | null;
}

/**
 * REST only: the query string of GET /trips/{tripUuid}/wallet/{id}/file. `access` is a signed
 * document link's token (document-link.ts); `download` asks for an attachment instead of an
 * inline view (present, with any short value or none).
 */
export class WalletDocumentArgs {
  @IsOptional()
  @MaxLength(200, { message: 'access must be at most 200 characters' })
  @IsString({ message: 'access must be text' })
  access?: string;

  @IsOptional()
  @MaxLength(10, { message: 'download takes no value' })
  @IsString({ message: 'download takes no value' })
  download?: string;
}
