/** Arguments of the place calls, shared by REST (query string) and GraphQL (docs/product/traveller.md, section 7). */
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { DEFAULT_PHOTO_WIDTH, MAX_PHOTO_WIDTH, PHOTO_ID_PATTERN, PLACE_ID_PATTERN } from './places.service.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@ArgsType()
export class PlaceSearchArgs {
  @Field({ description: 'what to look for, e.g. "Hotel Granvia Kyoto, Kyoto, Japan"' })
  @Transform(trimmed)
  @MaxLength(300, { message: 'query must be at most 300 characters' })
  @IsNotEmpty({ message: 'query must not be empty' })
  @IsString({ message: 'query must be a string' })
  query: string;
}

/** The photo width: 1 to 4800 pixels, 400 when not given. (Checks run bottom-up; the first failure is the message.) */
@ArgsType()
abstract class PhotoWidthArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PHOTO_WIDTH, description: `the photo's largest width in pixels, 1 to ${MAX_PHOTO_WIDTH}` })
  @Type(() => Number)
  @IsOptional()
  @Max(MAX_PHOTO_WIDTH, { message: `maxWidth must be at most ${MAX_PHOTO_WIDTH}` })
  @Min(1, { message: 'maxWidth must be at least 1' })
  @IsInt({ message: 'maxWidth must be a whole number' })
  maxWidth?: number;
}

@ArgsType()
export class PlacePhotoArgs extends PhotoWidthArgs {
  @Field({ description: "the place's id, from a place search" })
  @Matches(PLACE_ID_PATTERN, { message: 'placeId must be a place id (letters, digits, _ and -)' })
  @IsString({ message: 'placeId must be a string' })
  placeId: string;
}

/** REST only: GET /api/places/media/{placeId}/{photoId}?maxWidth= streams the photo itself. */
export class PlaceMediaArgs extends PhotoWidthArgs {
  @Matches(PLACE_ID_PATTERN, { message: 'placeId must be a place id (letters, digits, _ and -)' })
  @IsString()
  placeId: string;

  @Matches(PHOTO_ID_PATTERN, { message: 'photoId must be a photo id (letters, digits, _ and -)' })
  @IsString()
  photoId: string;
}
