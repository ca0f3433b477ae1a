/** What the admin settings form saves (docs/product/accounts-admin.md, sections 2, 3 and 9). Left out, a setting stays as it is. */
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches, MaxLength, ValidateBy } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsBoundedText } from '../../common/bounded-text.validator.js';
import { isAttributionUrl, isTileUrlTemplate } from './settings.defaults.js';

export const OPENAI_MODELS = ['gpt-3.5-turbo', 'gpt-4', 'gpt-4-turbo'];
export const OPENAI_TEMPERATURES = [0.3, 0.5, 0.7, 0.9, 1.0];
export const TRIP_CACHE_DAYS = [1, 3, 7, 14, 30];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const check = (name: string, validate: (value: unknown) => boolean, message: string) => ValidateBy({ name, validator: { validate, defaultMessage: () => message } });

@InputType({ description: 'Admin settings to save; fields left out keep their value.' })
export class SiteSettingsInput {
  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsBoundedText('Site name', 100, { required: true })
  siteName?: string;

  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @Matches(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, { message: 'Support email must be a valid email address' })
  @MaxLength(254, { message: 'Support email must be a valid email address' })
  supportEmail?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'maintenanceMode must be true or false' })
  maintenanceMode?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'analyticsEnabled must be true or false' })
  analyticsEnabled?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsIn(OPENAI_MODELS, { message: `OpenAI model must be one of: ${OPENAI_MODELS.join(', ')}` })
  openaiModel?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsIn(OPENAI_TEMPERATURES, { message: `OpenAI temperature must be one of: ${OPENAI_TEMPERATURES.join(', ')}` })
  openaiTemperature?: number;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'googlePlacesEnabled must be true or false' })
  googlePlacesEnabled?: boolean;

  @Field(() => Int, { nullable: true, description: 'days a temporary trip is kept before the cleanup deletes it' })
  @IsOptional()
  @IsIn(TRIP_CACHE_DAYS, { message: `Trip cache duration must be one of: ${TRIP_CACHE_DAYS.join(', ')} days` })
  tripCacheDuration?: number;

  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @check('isTileUrl', (value) => typeof value === 'string' && isTileUrlTemplate(value), 'Map tile URL must be an https:// (or /…) template with {z}, {x} and {y}')
  mapTileUrl?: string;

  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsBoundedText('Map tile attribution', 300, { required: true })
  mapTileAttribution?: string;

  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @check('isAttributionUrl', (value) => typeof value === 'string' && isAttributionUrl(value), "Map tile attribution URL must be an https:// address, or '' for none")
  mapTileAttributionUrl?: string;
}
