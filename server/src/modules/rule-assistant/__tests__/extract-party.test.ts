import { extractParty } from '../extract-party.js';

const travelers = (text: string) => extractParty(text)?.travelers;

describe('extractParty', () => {
  it.each([
    ['my wife and I', '2'],
    ['my partner and I', '2'],
    ['we are a couple', '2'],
    ['on our honeymoon', '2'],
    ['the two of us', '2'],
    ['family of four', '4'],
    ['a family of 6', 'family of 6'],
    ['with my family', '3-4'],
    ['with the kids', '3-4'],
    ['2 adults and 2 kids', '2 adults, 2 children'],
    ['me and my 2 kids', '1 adult, 2 children'],
    ['my husband and our 3 children', '2 adults, 3 children'],
    ['with friends', '5+'],
    ['a group of 6', '6'],
    ['with 3 friends', '4 friends'],
    ['4 of us friends', '4 friends'],
    ['we are 4', '4'],
    ['3 people', '3'],
    ['two adults', '2 adults'],
    ['with my parents', '3'],
    ['with my sister', '2'],
    ['solo', '1'],
    ['by myself', '1'],
    ['just me', '1'],
  ])('reads %j as %j', (text, party) => {
    expect(travelers(text)).toBe(party);
  });

  it('says nothing when the message names no party', () => {
    expect(extractParty('5 days in Lisbon')).toBeUndefined();
    expect(extractParty('a couple of days in Rome')).toBeUndefined();
    expect(extractParty('we are a bit flexible')).toBeUndefined();
  });

  it('does not read "no kids" as a family', () => {
    expect(extractParty('no kids, just the two of us')?.travelers).toBe('2');
  });

  it('names the kind of party', () => {
    expect(extractParty('family of four')?.kind).toBe('family');
    expect(extractParty('with friends')?.kind).toBe('friends');
    expect(extractParty('my wife and I')?.kind).toBe('couple');
    expect(extractParty('solo')?.kind).toBe('solo');
  });
});
