import { BUDGET_LEVEL_MESSAGE, toAdminTripInput, tripFormErrors, tripFormValuesOf } from '../admin-trip-form';
import { imageFileProblem, MAX_IMAGE_BYTES, uploadFeaturedImage } from '../featured-image-upload';

const trip = {
  destination: 'Kyoto',
  country: 'Japan',
  startDate: '2026-04-01',
  endDate: null,
  customHeader: null,
  featuredImage: null,
  isPopularDestination: false,
  preferences: { budgetLevel: 3, travelers: '2', duration: '1 Week' },
};

describe('the Edit Trip form', () => {
  test('refuses a budget level outside 1-5 (and fractions, text, empty)', () => {
    for (const budgetLevel of ['0', '6', '2.5', 'x', '', '-1']) {
      expect(tripFormErrors({ ...tripFormValuesOf(trip), budgetLevel }, true).budgetLevel).toBe(BUDGET_LEVEL_MESSAGE);
    }
    for (const budgetLevel of ['1', '5', ' 3 ']) expect(tripFormErrors({ ...tripFormValuesOf(trip), budgetLevel }, true)).toEqual({});
  });

  test('needs a destination and an end date not before the start', () => {
    const errors = tripFormErrors({ ...tripFormValuesOf(trip), destination: ' ', endDate: '2026-03-01' }, true);
    expect(errors.destination).toBe('Destination is required');
    expect(errors.endDate).toBe('End date must be on or after the start date');
  });

  test('sends every field, empty optional texts as null, preferences only when the trip has them', () => {
    const values = { ...tripFormValuesOf(trip), customHeader: 'Autumn in Kyoto', budgetLevel: '5' };
    expect(toAdminTripInput(values, true)).toEqual({
      destination: 'Kyoto',
      country: 'Japan',
      startDate: '2026-04-01',
      endDate: null,
      customHeader: 'Autumn in Kyoto',
      featuredImage: null,
      isPopularDestination: false,
      preferences: { budgetLevel: 5, travelers: '2', duration: '1 Week' },
    });
    expect(toAdminTripInput(values, false)).not.toHaveProperty('preferences');
  });
});

describe('the featured image upload', () => {
  test('refuses files that are not images, and images over 5 MB, with a clear reason', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/Only image files/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toMatch(/larger than 5 MB/);
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  test('needs a stored token, sends it with the file, and turns a refusal into its message', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    window.localStorage.removeItem('authToken');
    await expect(uploadFeaturedImage('u1', file, jest.fn())).rejects.toThrow('Authentication required');

    window.localStorage.setItem('authToken', 'tok');
    const refused = jest.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'validation_failed', message: 'Only JPG or PNG images' }), { status: 400 }));
    await expect(uploadFeaturedImage('u1', file, refused)).rejects.toThrow('Only JPG or PNG images');
    const [url, init] = refused.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/trips/u1/featured-image');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);

    const accepted = jest.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Image uploaded successfully', featuredImage: '/api/trips/u1/featured-image?v=ab12' }), { status: 200 }));
    await expect(uploadFeaturedImage('u1', file, accepted)).resolves.toEqual({ message: 'Image uploaded successfully', featuredImage: '/api/trips/u1/featured-image?v=ab12' });
    window.localStorage.removeItem('authToken');
  });
});
