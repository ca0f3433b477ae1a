import { extractJson, readStructuredAnswer, repairInstruction, schemaErrors } from '../structured-output.js';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'days'],
  properties: { name: { type: 'string' }, days: { type: 'integer', minimum: 1 } },
};

describe('extractJson', () => {
  it('parses plain JSON', () => {
    expect(extractJson(' {"a": 1} ')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('[1, 2]')).toEqual({ ok: true, value: [1, 2] });
  });

  it('tolerates a ```json fence, a bare fence and a sentence around the JSON', () => {
    expect(extractJson('```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('```\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('Here is the plan:\n```json\n{"a": [1]}\n```\nEnjoy!')).toEqual({ ok: true, value: { a: [1] } });
    expect(extractJson('Sure! {"a": {"b": 2}} Hope that helps.')).toEqual({ ok: true, value: { a: { b: 2 } } });
  });

  it('reports empty and broken answers', () => {
    expect(extractJson('   ')).toEqual({ ok: false, errors: ['The answer was empty; a JSON value was expected.'] });
    const broken = extractJson('{"days": [{"title": "Louvre", ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0]).toMatch(/^The answer is not valid JSON: /);
  });
});

describe('schemaErrors', () => {
  it('is empty for a valid value', () => {
    expect(schemaErrors(schema, { name: 'Paris', days: 3 })).toEqual([]);
  });

  it('names every problem with its path', () => {
    expect(schemaErrors(schema, { name: 7, days: 0, extra: true })).toEqual([
      "(root) must NOT have additional properties 'extra'",
      '/name must be string',
      '/days must be >= 1',
    ]);
  });

  it('compiles two schemas with the same $id without clashing', () => {
    expect(schemaErrors({ $id: 'plan', type: 'string' }, 'x')).toEqual([]);
    expect(schemaErrors({ $id: 'plan', type: 'number' }, 'x')).toEqual(['(root) must be number']);
  });
});

describe('readStructuredAnswer', () => {
  it('passes a value through the parser, the schema and the check, stopping at the first stage that fails', async () => {
    const check = jest.fn((value: { name: string }) => (value.name === 'Paris' ? [] : [`${value.name} is not Paris`]));
    await expect(readStructuredAnswer('{"name": "Paris", "days": 2}', schema, check)).resolves.toEqual({ ok: true, value: { name: 'Paris', days: 2 } });
    await expect(readStructuredAnswer('{"name": "Lyon", "days": 2}', schema, check)).resolves.toEqual({ ok: false, errors: ['Lyon is not Paris'] });
    check.mockClear();
    await expect(readStructuredAnswer('{"name": "Lyon"}', schema, check)).resolves.toEqual({ ok: false, errors: ["(root) must have required property 'days'"] });
    await expect(readStructuredAnswer('nope', schema, check)).resolves.toMatchObject({ ok: false });
    expect(check).not.toHaveBeenCalled();
  });

  it('accepts an asynchronous check', async () => {
    const check = async () => ['too far'];
    await expect(readStructuredAnswer('{"name": "Paris", "days": 2}', schema, check)).resolves.toEqual({ ok: false, errors: ['too far'] });
  });
});

it('repairInstruction lists the problems and asks for JSON only', () => {
  expect(repairInstruction(['/days must be >= 1'], 'trip')).toBe(
    'Your previous answer does not satisfy the "trip" schema and rules:\n- /days must be >= 1\nReply again with the complete corrected JSON only: no explanation and no code fence.',
  );
});
