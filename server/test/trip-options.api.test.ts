/** The choices the client offers come from the server, and what the wizard offers, generation accepts. */
import { DATABASE_KINDS } from './databases.js';
import { graphql, startTestServer, type TestServer } from './harness.js';

interface Options {
  tripOptions: { interests: string[]; parties: Array<{ label: string; travelers: string }>; travelStyles: string[]; activities: string[]; accommodations: string[]; budgetLevels: Array<{ level: number; label: string }> };
}

describe.each(DATABASE_KINDS)('trip options on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('tripOptions lists the 19 interests and the wizard lists of docs/product/traveller.md', async () => {
    const { body } = await graphql<Options>(server.url, '{ tripOptions { interests travelStyles activities accommodations budgetLevels { level label } } }');
    const options = body.data!.tripOptions;
    expect(options.interests).toHaveLength(19);
    expect(options.interests).toEqual(expect.arrayContaining(['Historical Sites', "Kid's Activities", 'Pet Friendly']));
    expect(options.travelStyles).toEqual(['Luxury', 'Budget', 'Family-friendly', 'Adventure', 'Cultural', 'Romantic', 'Solo Travel', 'Eco-tourism']);
    expect(options.activities).toEqual(['Sightseeing', 'Museums', 'Beaches', 'Hiking', 'Food Tours', 'Shopping', 'Nightlife', 'Local Markets', 'Historic Sites', 'Nature', 'Theme Parks', 'Relaxation']);
    expect(options.accommodations).toEqual(['Luxury Hotel', 'Budget Hotel', 'Mid-range Hotel', 'Boutique Hotel', 'Resort', 'Hostel', 'Vacation Rental']);
    expect(options.budgetLevels).toEqual([
      { level: 1, label: 'Budget-friendly' },
      { level: 2, label: 'Economy' },
      { level: 3, label: 'Mid-range' },
      { level: 4, label: 'Upscale' },
      { level: 5, label: 'Luxury' },
    ]);
  });

  test("tripOptions lists the form's four 'Who?' choices of docs/product/traveller.md", async () => {
    const { body } = await graphql<Options>(server.url, '{ tripOptions { parties { label travelers } } }');
    expect(body.data!.tripOptions.parties).toEqual([
      { label: 'Solo', travelers: '1' },
      { label: 'Couple', travelers: '2' },
      { label: 'Family', travelers: '3-4' },
      { label: 'Friends', travelers: '5+' },
    ]);
  });

  test('every page of the app shell carries the same lists as a JSON data block, for the first paint', async () => {
    const fields = '{ tripOptions { interests parties { label travelers } budgetLevels { level label } travelStyles activities accommodations } }';
    const { body } = await graphql<Options>(server.url, fields);
    for (const page of ['/', '/trip/00000000-0000-4000-8000-000000000000']) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const block = /<script type="application\/json" id="odyssey-trip-options">(.*?)<\/script>/.exec(html);
      expect(block).not.toBeNull();
      expect(JSON.parse(block?.[1] ?? '')).toEqual(body.data!.tripOptions);
    }
  });

  test('a trip chosen entirely from the wizard lists generates', async () => {
    const { body } = await graphql<Options>(server.url, '{ tripOptions { travelStyles activities accommodations } }');
    const { travelStyles, activities, accommodations } = body.data!.tripOptions;
    const input = {
      destination: 'Lisbon',
      country: 'Portugal',
      preferences: { travelStyle: travelStyles.slice(0, 2), accommodation: [accommodations[3]], activities, budgetLevel: 2, duration: '5 days', travelers: '2 adults' },
    };
    const generated = await graphql<{ generateTrip: { uuid: string; preferences: { activities: string[]; travelers: string } } }>(
      server.url,
      'mutation($input: GenerateTripInput!) { generateTrip(input: $input) { uuid preferences { activities travelers } } }',
      { input },
    );
    expect(generated.body.errors).toBeUndefined();
    expect(generated.body.data!.generateTrip.preferences).toEqual({ activities, travelers: '2 adults' });
  });
});
