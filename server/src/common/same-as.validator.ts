import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The property must equal another property of the same object (a password and its confirmation). */
export function SameAs(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: String(property),
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[other],
      },
    });
}
