import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

/**
 * A list of at most `maxItems` strings of at most `maxChars` characters each: the shape of
 * travel styles, accommodation choices, interests and stay names in request inputs.
 */
export function TextList(maxItems: number, maxChars: number): PropertyDecorator {
  // Applied bottom-up, as if written in this order above the property.
  const stack = [IsArray(), ArrayMaxSize(maxItems), IsString({ each: true }), MaxLength(maxChars, { each: true })];
  return (target, property) => {
    for (const decorate of [...stack].reverse()) decorate(target, property);
  };
}
