import { activityPhotoQueries, destinationPhotoQueries, hotelPhotoQueries, withPhotoWidth } from '../photo-lookups';

describe('photo lookups', () => {
  it('rewrites the width parameter, whatever its case, keeping the rest', () => {
    expect(withPhotoWidth('/api/places/media/ChIJ-a/AUc7-b?maxWidth=400', 1600)).toBe('/api/places/media/ChIJ-a/AUc7-b?maxWidth=1600');
    expect(withPhotoWidth('https://img.example/p?maxwidth=400&ref=x', 800)).toBe('https://img.example/p?ref=x&maxWidth=800');
    expect(withPhotoWidth('/photo.jpg', 400)).toBe('/photo.jpg?maxWidth=400');
  });

  it('asks for a destination by "name, country" first', () => {
    expect(destinationPhotoQueries('Kyoto', 'Japan')).toEqual(['Kyoto, Japan', 'Kyoto, Japan, landmarks', 'Kyoto']);
    expect(destinationPhotoQueries('Monaco', '')).toEqual(['Monaco', 'Monaco, landmarks']);
  });

  it('asks for an activity by its address, then its city, then its title alone', () => {
    expect(activityPhotoQueries({ title: 'Kinkaku-ji', address: '1 Kinkakujicho, Kita Ward', city: 'Kyoto' })).toEqual(['Kinkaku-ji, 1 Kinkakujicho, Kita Ward', 'Kinkaku-ji, Kyoto', 'Kinkaku-ji']);
    expect(activityPhotoQueries({ title: 'Kinkaku-ji' })).toEqual(['Kinkaku-ji']);
  });

  it('varies hotel queries by the kind of stay its name suggests, city and country', () => {
    expect(hotelPhotoQueries({ name: 'Ryokan Yachiyo', location: 'Kyoto, Japan' })).toEqual(['Ryokan Yachiyo, Kyoto, Japan', 'Ryokan Yachiyo, Kyoto', 'ryokan in Kyoto', 'hotel in Kyoto, Japan']);
    expect(hotelPhotoQueries({ name: 'The Boutique Rooms', location: 'Porto, Portugal' })[2]).toBe('boutique hotel in Porto');
    expect(hotelPhotoQueries({ name: 'Grand Luxury Palace', location: null })).toEqual(['Grand Luxury Palace']);
    expect(hotelPhotoQueries({ name: 'Hotel Granvia', location: 'Kyoto, Japan' })).toHaveLength(3);
  });
});
