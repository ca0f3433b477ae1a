import { extractInterests } from '../extract-interests.js';

const wanted = (text: string) => extractInterests(text).wanted;

describe('extractInterests', () => {
  it.each([
    ['art galleries', ['Museums & Art']],
    ['hiking', ['Nature & Outdoors']],
    ['trekking up a volcano', ['Nature & Outdoors', 'Adventure Sports']],
    ['bars', ['Nightlife']],
    ['wine', ['Wine Tasting']],
    ['beaches', ['Beach Activities']],
    ['the kids', ["Kid's Activities"]],
    ['our children', ["Kid's Activities"]],
    ['a spa', ['Wellness & Spa']],
    ['good food', ['Food Tours']],
    ['where to eat', ['Food Tours']],
    ['history', ['Historical Sites']],
    ['castles and ruins', ['Historical Sites']],
    ['animals', ['Wildlife Viewing']],
    ['a safari', ['Wildlife Viewing']],
    ['taking photos', ['Photography']],
    ['our honeymoon', ['Romance']],
    ['something romantic', ['Romance']],
    ['working remotely', ['Remote Work']],
    ['as a digital nomad', ['Remote Work']],
    ['with my dog', ['Pet Friendly']],
    ['a festival', ['Cultural Festivals']],
    ['meeting locals', ['Local Experiences']],
    ['somewhere authentic', ['Local Experiences']],
    ['shopping', ['Shopping']],
    ['markets', ['Shopping']],
    ['travelling solo', ['Solo Travel']],
    ['sightseeing', ['Sightseeing']],
  ])('reads %j as %j', (text, interests) => {
    expect(wanted(text)).toEqual(interests);
  });

  it('reads several interests in the order they are named', () => {
    expect(wanted('we love food and museums')).toEqual(['Food Tours', 'Museums & Art']);
  });

  it('does not find interests inside other words', () => {
    expect(wanted('a great start to the day, party of four')).toEqual([]);
    expect(wanted('hot dogs for lunch')).toEqual([]);
  });

  it('counts a word inside a longer phrase for another interest only once ("theme parks" are for kids)', () => {
    expect(wanted('theme parks')).toEqual(["Kid's Activities"]);
  });

  it.each([
    ['no museums please', [], ['Museums & Art']],
    ['skip nightlife', [], ['Nightlife']],
    ["we don't like museums or bars", [], ['Museums & Art', 'Nightlife']],
    ['no museums, but lots of food', ['Food Tours'], ['Museums & Art']],
    ['less nightlife and more nature', ['Nature & Outdoors'], ['Nightlife']],
    ['replace museums with beaches', ['Beach Activities'], ['Museums & Art']],
    ['somewhere not touristy with great food', ['Local Experiences', 'Food Tours'], []],
    ["I don't mind museums", ['Museums & Art'], []],
  ])('reads %j as wanting %j and not %j', (text, wantedInterests, unwanted) => {
    expect(extractInterests(text)).toEqual({ wanted: wantedInterests, unwanted });
  });
});
