import { ValidateBy } from 'class-validator';

/**
 * Text of at most `max` characters, checked as one rule so that a field reports exactly one
 * message (class-validator orders a field's messages by decorator, bottom up): "Title is
 * required" for a missing, blank or non-text value when required, "Title must be text"
 * otherwise, and "Title must be at most 200 characters" when too long. Trim before it runs.
 */
export function IsBoundedText(label: string, max: number, { required = false } = {}): PropertyDecorator {
  return ValidateBy({
    name: 'isBoundedText',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= max && (!required || value.length > 0),
      defaultMessage: (args) => {
        const value: unknown = args?.value;
        if (typeof value === 'string' && value.length > max) return `${label} must be at most ${max} characters`;
        return required ? `${label} is required` : `${label} must be text`;
      },
    },
  });
}

/** A list of at most `max` items, as one rule with one message per problem. */
export function IsBoundedList(max: number, messages: { notList: string; tooLong: string }): PropertyDecorator {
  return ValidateBy({
    name: 'isBoundedList',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.length <= max,
      defaultMessage: (args) => (Array.isArray(args?.value) ? messages.tooLong : messages.notList),
    },
  });
}
