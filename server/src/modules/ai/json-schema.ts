/** Small builders for JSON schemas in OpenAI's strict subset: every property required, nothing extra. */
export const string = { type: 'string' } as const;
export const number = { type: 'number' } as const;
export const integer = { type: 'integer' } as const;
export const boolean = { type: 'boolean' } as const;

export function object(properties: Record<string, object>) {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

export function arrayOf(items: object) {
  return { type: 'array', items };
}

export function oneOf(values: readonly string[]) {
  return { type: 'string', enum: [...values] };
}

/** A value that may be null: strict mode has no optional properties. */
export function nullable(schema: { type: string; enum?: readonly unknown[] } & Record<string, unknown>) {
  if (schema.type === 'object' || schema.type === 'array') return { anyOf: [schema, { type: 'null' }] };
  return schema.enum ? { ...schema, type: [schema.type, 'null'], enum: [...schema.enum, null] } : { ...schema, type: [schema.type, 'null'] };
}
