import { serverTripOptions } from '../../../../test/trip-options';
import { TRAVELER_CHOICES } from '../../wizard';
import { headCount, partyChoiceOf } from '../party';

const { parties } = serverTripOptions();
const choiceOf = (travelers: string) => partyChoiceOf(travelers, parties);

describe("the 'Who?' choice a travelers text means", () => {
  test("each of the form's own choices is itself, by its text or its name", () => {
    for (const party of parties) {
      expect(choiceOf(party.travelers)).toBe(party.travelers);
      expect(choiceOf(party.label.toLowerCase())).toBe(party.travelers);
    }
  });

  test("each of the wizard's choices means the party of its head count", () => {
    expect(Object.fromEntries(TRAVELER_CHOICES.map((travelers) => [travelers, choiceOf(travelers)]))).toEqual({
      '1 adult': '1',
      '2 adults': '2',
      '3 adults': '3-4',
      '4 adults': '3-4',
      '2 adults + kids': '3-4',
      '5+ adults': '5+',
    });
  });

  test('texts from the assistants and older trips', () => {
    expect(choiceOf('2 adults, 2 children')).toBe('3-4');
    expect(choiceOf('2 adults, 3 children')).toBe('5+');
    expect(choiceOf('1 adult and 1 child')).toBe('2');
    expect(choiceOf(' 2 ')).toBe('2');
    expect(choiceOf('7')).toBe('5+');
    expect(choiceOf('3-4 people')).toBe('3-4');
  });

  test('a text without a head count matches nothing', () => {
    for (const travelers of ['', '   ', 'some people', '0']) expect(choiceOf(travelers)).toBeNull();
    expect(partyChoiceOf('2 adults', [])).toBeNull();
  });

  test('head counts', () => {
    expect(headCount('2 adults + kids')).toBe(3);
    expect(headCount('2 adults and 2 kids')).toBe(4);
    expect(headCount('5+ adults')).toBe(5);
    expect(headCount('kids')).toBe(1);
    expect(headCount('nobody')).toBeNull();
  });
});
