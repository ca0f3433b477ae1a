import { validateSync } from 'class-validator';
import { TextList } from '../common/text-list.validator.js';

class Sample {
  @TextList(2, 5)
  items: unknown;
}

const errorsFor = (items: unknown) => {
  const sample = new Sample();
  sample.items = items;
  return validateSync(sample).flatMap((error) => Object.keys(error.constraints ?? {}));
};

describe('TextList', () => {
  test('accepts a short list of short strings', () => {
    expect(errorsFor(['a', 'bcdef'])).toEqual([]);
  });
  test.each([
    ['not a list', 'nope', 'isArray'],
    ['too many items', ['a', 'b', 'c'], 'arrayMaxSize'],
    ['a non-string item', ['a', 3], 'isString'],
    ['an item too long', ['abcdef'], 'maxLength'],
  ])('refuses %s', (_case, items, constraint) => {
    expect(errorsFor(items)).toContain(constraint);
  });
});
