import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out but, when sent, must have a value: unlike @IsOptional, which lets
 * null through unchecked, a null here meets the field's own rules and is refused by them. For
 * the fields of a partial update whose value cannot be cleared (a trip's destination, a user's
 * admin flag): a null there would reach a NOT NULL column.
 */
export const MayBeLeftOut = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
