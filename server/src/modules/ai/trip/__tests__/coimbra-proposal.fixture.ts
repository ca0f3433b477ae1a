/**
 * What a good model proposes for Coimbra, a destination outside the offline guide (and not
 * planned for it): real places at their real coordinates (to about 200 m) with plausible weekly
 * hours, neighbourhoods with meals, stays per budget level in euros and an overview. The OpenAI
 * stand-in's useful mode (server/test/support/useful-model.ts) answers with it, so the API tests
 * exercise the proposal path with a city the guide cannot plan on its own.
 */
import type { DestinationProposal, ProposedPlace } from '../destination-proposal.js';

type PlaceRow = [name: string, lat: number, lng: number, category: ProposedPlace['category'], interests: ProposedPlace['interests'], neighbourhood: string, address: string, durationMin: number, hours: string, price: number, popularity: number, kidFriendly: boolean, description: string];

const ROWS: PlaceRow[] = [
  ['Paço das Escolas', 40.2075, -8.4257, 'sight', ['Historical Sites', 'Photography'], 'Alta', 'Largo da Porta Férrea, 3004-531 Coimbra', 90, 'Mo-Su 09:00-19:30', 2, 5, true, "The old royal palace that has housed the University since 1537: the Great Hall of Acts, the Manueline São Miguel chapel and a courtyard terrace over the Mondego."],
  ['Biblioteca Joanina', 40.2074, -8.4263, 'sight', ['Historical Sites', 'Museums & Art'], 'Alta', 'Paço das Escolas, 3004-531 Coimbra', 30, 'Mo-Su 09:00-19:00', 2, 5, false, 'A baroque library of gilded and lacquered shelves from the 1720s, visited in small timed groups; bats that live inside still keep the books free of insects.'],
  ['University Tower', 40.2077, -8.4254, 'viewpoint', ['Photography', 'Historical Sites'], 'Alta', 'Paço das Escolas, 3004-531 Coimbra', 30, 'Mo-Su 09:30-18:30', 1, 4, true, "The 18th-century clock tower whose bell, 'a cabra', once called students to class; 180 steps up to the widest view over the city and the river."],
  ['Sé Velha', 40.2089, -8.4272, 'sight', ['Historical Sites'], 'Alta', 'Largo da Sé Velha, 3000-306 Coimbra', 45, 'Mo-Sa 10:00-18:00; Su 13:00-18:00', 1, 5, true, 'A fortress-like Romanesque cathedral of the 12th century, with crenellated walls, a gilded Gothic altarpiece and a quiet cloister.'],
  ['Sé Nova', 40.2095, -8.4246, 'sight', ['Historical Sites', 'Museums & Art'], 'Alta', 'Largo da Sé Nova, 3000-213 Coimbra', 30, 'Tu-Sa 09:00-18:30; Su 10:00-12:30; Mo off', 0, 3, true, 'The Jesuit college church that became the cathedral in 1772, with a mannerist façade and baroque gilded altars.'],
  ['Museu Nacional Machado de Castro', 40.2089, -8.4258, 'museum', ['Museums & Art', 'Historical Sites'], 'Alta', 'Largo Dr. José Rodrigues, 3000-236 Coimbra', 120, 'Tu-Su 10:00-18:00; Mo off', 2, 4, true, "Sculpture, painting and goldwork in the former bishop's palace, built over a Roman cryptoporticus whose vaulted galleries you walk beneath the museum."],
  ['Museu da Ciência', 40.2085, -8.4243, 'museum', ['Museums & Art', "Kid's Activities"], 'Alta', 'Largo Marquês de Pombal, 3000-272 Coimbra', 90, 'Tu-Su 10:00-18:00; Mo off', 2, 3, true, "The University's science museum in its 18th-century chemistry laboratory, with hands-on exhibits and historic instruments of physics and natural history."],
  ['Arco de Almedina', 40.2093, -8.429, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Rua Ferreira Borges, 3000-180 Coimbra', 30, '24/7', 0, 3, true, 'The medieval gate of the walled upper town, where stepped lanes climb from the shopping streets of the Baixa to the Alta.'],
  ['Fado ao Centro', 40.2091, -8.4283, 'nightlife', ['Local Experiences', 'Nightlife'], 'Baixa', 'Rua do Quebra Costas 7, 3000-340 Coimbra', 60, 'Mo-Su 18:00-19:15', 2, 4, false, 'An early-evening show of Coimbra fado, sung by men in student capes, with an explanation of the songs and a glass of port to taste afterwards.'],
  ['Rua Ferreira Borges', 40.2093, -8.4298, 'market', ['Shopping', 'Local Experiences'], 'Baixa', 'Rua Ferreira Borges, 3000-179 Coimbra', 60, 'Mo-Sa 10:00-19:00; Su off', 2, 3, true, "The Baixa's pedestrian high street, continuing as Rua Visconde da Luz, with old shopfronts, pastry shops and Portuguese brands."],
  ['Praça do Comércio', 40.2094, -8.4304, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Praça do Comércio, 3000-116 Coimbra', 30, '24/7', 0, 3, true, 'The long, sloping square of the lower town, lined with tall houses and closed at one end by the Romanesque church of São Tiago.'],
  ['Pastelaria Briosa', 40.2084, -8.4302, 'food', ['Food Tours', 'Local Experiences'], 'Baixa', 'Largo da Portagem 5, 3000-337 Coimbra', 30, 'Mo-Su 08:00-20:00', 1, 4, true, "A traditional pastry shop by the river, known for Coimbra's convent sweets: pastéis de Santa Clara, pastéis de Tentúgal and arrufadas."],
  ['Mosteiro de Santa Cruz', 40.2114, -8.4294, 'sight', ['Historical Sites', 'Museums & Art'], 'Santa Cruz', 'Praça 8 de Maio, 3000-300 Coimbra', 45, 'Mo-Fr 09:00-17:00; Sa 09:00-12:00,14:00-17:00; Su 16:00-17:30', 1, 4, true, "The Augustinian monastery of 1131 where Portugal's first two kings are buried, with a Manueline cloister and azulejo-lined nave."],
  ['Café Santa Cruz', 40.2113, -8.4297, 'food', ['Food Tours', 'Local Experiences'], 'Santa Cruz', 'Praça 8 de Maio, 3000-300 Coimbra', 45, 'Mo-Sa 08:00-23:00; Su off', 1, 4, true, 'A café in a former chapel of the monastery, with Gothic ribbed vaults and stained glass; order a coffee and a pastel de Santa Clara.'],
  ['Jardim da Manga', 40.2124, -8.4286, 'sight', ['Historical Sites', 'Photography'], 'Santa Cruz', 'Rua Olímpio Nicolau Rui Fernandes, 3000-303 Coimbra', 30, '24/7', 0, 2, true, "A Renaissance fountain of 1535 behind Santa Cruz, a domed central temple linked to four chapels across a water basin, once part of the monastery's cloister."],
  ['Mercado Municipal D. Pedro V', 40.2121, -8.4268, 'market', ['Food Tours', 'Local Experiences', 'Shopping'], 'Santa Cruz', 'Rua Olímpio Nicolau Rui Fernandes, 3000-303 Coimbra', 60, 'Mo-Fr 07:00-19:00; Sa 07:00-15:00; Su off', 1, 3, true, "Coimbra's covered market, with stalls of fish, fruit, cheeses from the Serra da Estrela and the region's sausages, and simple counters for lunch."],
  ['Rua da Sofia', 40.2143, -8.4306, 'sight', ['Historical Sites', 'Photography'], 'Santa Cruz', 'Rua da Sofia, 3000-389 Coimbra', 30, '24/7', 0, 2, true, "The broad 16th-century street laid out for the University's first colleges, part of the 'Alta and Sofia' World Heritage site."],
  ['Jardim Botânico da Universidade de Coimbra', 40.2058, -8.4218, 'park', ['Nature & Outdoors', 'Photography', 'Romance'], 'Alta', 'Calçada Martim de Freitas, 3000-456 Coimbra', 90, 'Mo-Su 09:00-20:00', 0, 4, true, 'Terraced botanical gardens founded in 1772, with a cast-iron glasshouse, a bamboo wood and century-old trees sloping down towards the river.'],
  ['Aqueduto de São Sebastião', 40.2071, -8.4225, 'sight', ['Historical Sites', 'Photography'], 'Alta', 'Arcos do Jardim, 3000-214 Coimbra', 30, '24/7', 0, 2, true, 'A 16th-century aqueduct on Roman foundations whose tall arches stride along the top of the Botanical Garden.'],
  ['Jardim da Sereia', 40.2118, -8.4205, 'park', ['Nature & Outdoors', 'Romance', "Kid's Activities"], 'Praça da República', 'Praça da República, 3000-343 Coimbra', 45, 'Mo-Su 09:00-20:00', 0, 3, true, "The baroque Santa Cruz park behind the monastery, with tiled benches, stairways, a cascade and the mermaid fountain it's named after."],
  ['Praça da República bars', 40.2087, -8.4199, 'nightlife', ['Nightlife', 'Local Experiences'], 'Praça da República', 'Praça da República, 3000-343 Coimbra', 90, 'Mo-Su 20:00-02:00', 1, 3, false, "The students' square, where cafés and bars spill onto the pavements after dinner, busiest in term time."],
  ['Penedo da Saudade', 40.203, -8.416, 'viewpoint', ['Romance', 'Photography', 'Nature & Outdoors'], 'Praça da República', 'Avenida Marnoco e Sousa, 3000-271 Coimbra', 30, '24/7', 0, 3, true, 'A shady hilltop garden with stone tablets of verse left by generations of students, and a view east over the Mondego valley.'],
  ['Parque Dr. Manuel Braga', 40.2068, -8.4307, 'park', ['Nature & Outdoors', "Kid's Activities"], 'Baixa', 'Avenida Emídio Navarro, 3000-150 Coimbra', 30, '24/7', 0, 2, true, 'A riverside park of plane trees and bandstands between the Portagem and the Mondego, a pleasant shortcut to the new riverfront.'],
  ['Parque Verde do Mondego', 40.2035, -8.4285, 'park', ['Nature & Outdoors', 'Photography', "Kid's Activities"], 'Baixa', 'Avenida da Lousã, 3000-150 Coimbra', 60, '24/7', 0, 3, true, 'A riverfront park on both banks of the Mondego, with lawns, cafés, wooden decks and a promenade looking up to the University on its hill.'],
  ['Pedro e Inês Bridge', 40.2013, -8.4268, 'viewpoint', ['Photography', 'Romance'], 'Santa Clara', 'Ponte Pedro e Inês, 3040-256 Coimbra', 30, '24/7', 0, 3, true, "A footbridge of two halves that miss each other in the middle, named after the ill-fated lovers of Coimbra's best-known legend."],
  ['Portugal dos Pequenitos', 40.2022, -8.4333, 'kids', ["Kid's Activities", 'Historical Sites'], 'Santa Clara', 'Largo Rossio de Santa Clara, 3040-256 Coimbra', 90, 'Mo-Su 10:00-19:00', 2, 4, true, "A park of child-sized houses and monuments from every region of Portugal and its former colonies, built from 1938, that children can walk into."],
  ['Mosteiro de Santa Clara-a-Velha', 40.2031, -8.4346, 'sight', ['Historical Sites', 'Photography'], 'Santa Clara', 'Rua das Parreiras, 3040-266 Coimbra', 60, 'Tu-Su 10:00-19:00; Mo off', 1, 4, true, 'The Gothic church of a convent abandoned to the floods of the Mondego and dug out of the mud in the 1990s, with a museum of what the excavation found.'],
  ['Mosteiro de Santa Clara-a-Nova', 40.2019, -8.4373, 'sight', ['Historical Sites', 'Museums & Art'], 'Santa Clara', 'Alto de Santa Clara, 3040-270 Coimbra', 45, 'Tu-Su 09:00-17:30; Mo off', 1, 3, true, "The hilltop convent built to replace the flooded one, where the silver tomb of Queen Saint Isabel, Coimbra's patron, stands behind the altar."],
  ['Jardins da Quinta das Lágrimas', 40.1983, -8.431, 'park', ['Romance', 'Nature & Outdoors', 'Historical Sites'], 'Santa Clara', 'Rua António Augusto Gonçalves, 3041-901 Coimbra', 60, 'Tu-Su 10:00-19:00; Mo off', 1, 4, false, "Romantic gardens around a manor house with the Fountain of Tears, where legend says Inês de Castro was killed, and a neo-Gothic folly among old trees."],
  ['Exploratório Centro Ciência Viva', 40.1998, -8.4262, 'kids', ["Kid's Activities", 'Museums & Art'], 'Santa Clara', 'Parque Verde do Mondego, 3040-256 Coimbra', 90, 'Tu-Su 10:00-18:00; Mo off', 2, 3, true, 'A hands-on science centre by the river, with experiments to try, a planetarium and changing exhibitions for families.'],
  ['Mata Nacional do Choupal', 40.2195, -8.447, 'park', ['Nature & Outdoors', 'Wildlife Viewing'], 'Santa Cruz', 'Mata Nacional do Choupal, 3000-140 Coimbra', 90, 'Mo-Su 08:00-20:00', 0, 2, true, "A riverside forest of poplars and eucalyptus west of the centre, laced with walking and running paths, famous from the students' farewell song."],
];

const DAY_TRIPS: PlaceRow[] = [
  ['Conímbriga', 40.0995, -8.4913, 'daytrip', ['Historical Sites', 'Museums & Art', 'Photography'], 'Baixa', 'Condeixa-a-Velha, 3150-220 Condeixa-a-Nova', 210, 'Mo-Su 10:00-19:00', 1, 4, true, "One of the best-preserved Roman towns in Portugal, with mosaic floors, a house of water jets and long stretches of city wall, and a museum of the finds."],
  ['Bussaco Forest and Palace', 40.3775, -8.3668, 'daytrip', ['Nature & Outdoors', 'Historical Sites', 'Photography'], 'Baixa', 'Mata Nacional do Buçaco, 3050-261 Luso', 240, 'Mo-Su 08:00-20:00', 1, 3, true, 'A walled monastic forest of giant cedars, chapels and fountains on the Buçaco ridge, around the neo-Manueline palace built for the last kings of Portugal, now a hotel.'],
  ['Aliança Underground Museum', 40.4862, -8.4697, 'daytrip', ['Wine Tasting', 'Museums & Art'], 'Baixa', 'Rua do Comércio 444, 3780-179 Sangalhos', 210, 'Mo-Su 09:30-17:30', 2, 3, false, "The cellars of a Bairrada wine house turned into a museum of minerals, ceramics and African art, ending in a tasting of the region's sparkling wines."],
  ['Aveiro canals', 40.6405, -8.6538, 'daytrip', ['Photography', 'Local Experiences', 'Food Tours'], 'Baixa', 'Cais dos Botirões, 3800-200 Aveiro', 300, 'Mo-Su 09:00-19:00', 1, 4, true, "A seaside town of canals and art nouveau houses, seen from a painted moliceiro boat, with ovos moles to taste and the striped beach houses of Costa Nova nearby."],
];

function placeOf([name, lat, lng, category, interests, neighbourhood, address, durationMin, hours, price, popularity, kidFriendly, description]: PlaceRow, dayTrip: boolean): ProposedPlace {
  return { name, lat, lng, category, interests, neighbourhood, address, durationMin, hours, price, popularity, kidFriendly, dayTrip, description };
}

export const COIMBRA_PROPOSAL: DestinationProposal = {
  knownWell: true,
  name: 'Coimbra',
  country: 'Portugal',
  countryCode: 'PT',
  timezone: 'Europe/Lisbon',
  lat: 40.2089,
  lng: -8.4283,
  overview: {
    description:
      "Portugal's medieval capital and its oldest university town rises from the Mondego river to a hilltop crowned by the University, a World Heritage site together with the colleges of Rua da Sofia. Stepped lanes lead down from the Romanesque Old Cathedral to the shopping streets of the Baixa and the monastery where the first kings lie. Across the river are the convents of Santa Clara and the gardens of Quinta das Lágrimas, and the Roman town of Conímbriga is a short drive south.",
    bestTimeToVisit: 'April to June and September to October: warm and lively with students; July and August are hot, and the Queima das Fitas student festival fills the town in May.',
    languages: ['Portuguese'],
    currency: 'EUR',
    travelTips: [
      'Book the Biblioteca Joanina slot with your University ticket; groups are small and sell out.',
      'Wear comfortable shoes: the lanes between the Baixa and the Alta are steep and stepped.',
      'The Elevador do Mercado, a lift and funicular, saves the climb from the market to the University.',
      'Try chanfana, goat slow-cooked in red wine, and the convent pastries of Santa Clara.',
    ],
    customs: 'Lunch runs from about 12:30 and dinner from 20:00; tipping is modest, rounding up or about 5-10% in restaurants. Students in black capes are part of town life; their fado is sung, never clapped, with a cough of approval at the end.',
    transportationTips: 'Walk the centre; trains from Lisbon and Porto stop at Coimbra-B, a short bus or taxi ride from the centre, and town buses and the market lift connect the riverside with the hilltop.',
    safetyTips: 'Coimbra is safe; watch your bag in crowded streets during student festivals and take care on wet, polished cobbles.',
  },
  neighbourhoods: [
    { name: 'Alta', lat: 40.208, lng: -8.4255, meals: [
      { name: 'Restaurante Trovador', kind: 'venue', meal: 'dinner', price: 3, lat: 40.209, lng: -8.4274, description: 'A traditional restaurant beside the Old Cathedral, with roast kid, bacalhau and fado some evenings.' },
      { name: 'Loggia', kind: 'venue', meal: 'lunch', price: 2, lat: 40.2087, lng: -8.4262, description: 'The Machado de Castro museum restaurant, with a terrace over the rooftops and the river and a short lunch menu.' },
      { name: 'student tascas around the Sé Velha', kind: 'area', meal: 'both', price: 1, lat: 40.2086, lng: -8.4268, description: 'Cheap family-run tascas in the lanes of the upper town, with a daily dish and jugs of house wine.' },
    ] },
    { name: 'Baixa', lat: 40.2095, lng: -8.4298, meals: [
      { name: 'Zé Manel dos Ossos', kind: 'venue', meal: 'both', price: 2, lat: 40.2081, lng: -8.4311, description: 'A tiny, crowded tavern in an alley off the Portagem, its walls covered in notes, known for pork bones and bean stews.' },
      { name: 'Adega Paço do Conde', kind: 'venue', meal: 'dinner', price: 2, lat: 40.2079, lng: -8.4315, description: 'A busy grill house on a small square, with charcoal-grilled meat and fish at long shared tables.' },
      { name: 'bacalhau houses on Rua da Sota', kind: 'area', meal: 'lunch', price: 2, lat: 40.2098, lng: -8.4318, description: 'Simple restaurants in the old streets near the station serving salt cod in a dozen ways and daily specials.' },
    ] },
    { name: 'Santa Cruz', lat: 40.2115, lng: -8.429, meals: [
      { name: 'Fangas Mercearia Bar', kind: 'venue', meal: 'dinner', price: 2, lat: 40.2098, lng: -8.4284, description: 'A grocery-bar of Portuguese petiscos, tinned fish and regional cheeses, with wines from the Bairrada and Dão.' },
      { name: 'cafés on Praça 8 de Maio', kind: 'area', meal: 'lunch', price: 1, lat: 40.2112, lng: -8.4292, description: 'Cafés and snack bars around the monastery square, with soups, sandwiches and a prato do dia.' },
      { name: 'market counters at D. Pedro V', kind: 'area', meal: 'lunch', price: 1, lat: 40.212, lng: -8.427, description: 'Lunch counters in and around the covered market, cooking what the stalls sell that morning.' },
    ] },
    { name: 'Santa Clara', lat: 40.2025, lng: -8.4335, meals: [
      { name: 'Arcadas', kind: 'venue', meal: 'dinner', price: 4, lat: 40.1985, lng: -8.4307, description: 'The fine-dining restaurant of the Quinta das Lágrimas hotel, in its old stables, with modern Portuguese tasting menus.' },
      { name: 'riverside cafés in the Parque Verde', kind: 'area', meal: 'lunch', price: 2, lat: 40.2028, lng: -8.4288, description: 'Terraces on the Mondego with grilled dishes, salads and views of the old town across the water.' },
    ] },
    { name: 'Praça da República', lat: 40.2087, lng: -8.4199, meals: [
      { name: 'student taverns around the Praça', kind: 'area', meal: 'both', price: 1, lat: 40.209, lng: -8.4205, description: 'Cheap, lively taverns and snack bars near the student union, with francesinhas, grills and beer.' },
      { name: 'bistros on Avenida Sá da Bandeira', kind: 'area', meal: 'dinner', price: 3, lat: 40.2103, lng: -8.4235, description: 'Modern Portuguese bistros and wine bars along the avenue down from the square.' },
    ] },
  ],
  places: [...ROWS.map((row) => placeOf(row, false)), ...DAY_TRIPS.map((row) => placeOf(row, true))],
  stays: [
    { level: 1, name: 'Serenata Hostel', type: 'hostel', neighbourhood: 'Alta', priceMin: 20, priceMax: 45, lat: 40.2088, lng: -8.4276, description: 'A hostel in a restored mansion on the Old Cathedral square, with dorms, a few private rooms and a garden terrace.' },
    { level: 1, name: 'Hostel near Praça da República', type: 'hostel', neighbourhood: 'Praça da República', priceMin: 22, priceMax: 50, lat: 40.2095, lng: -8.4208, description: 'A simple hostel in the student quarter with dorms and private doubles, close to bars and the Botanical Garden.' },
    { level: 2, name: 'Guesthouse in the Baixa', type: 'guesthouse', neighbourhood: 'Baixa', priceMin: 50, priceMax: 80, lat: 40.2099, lng: -8.4305, description: 'A small guesthouse in an old townhouse near Coimbra-A station and the shopping streets.' },
    { level: 2, name: 'Budget hotel near Santa Cruz', type: 'budget hotel', neighbourhood: 'Santa Cruz', priceMin: 55, priceMax: 85, lat: 40.2125, lng: -8.4302, description: 'A plain, clean hotel on the edge of Rua da Sofia, a few minutes from the market and the monastery.' },
    { level: 3, name: 'Mid-range hotel by the Portagem', type: 'mid-range hotel', neighbourhood: 'Baixa', priceMin: 90, priceMax: 130, lat: 40.2081, lng: -8.4304, description: 'A comfortable hotel near the river and the old bridge, within walking distance of both banks.' },
    { level: 3, name: 'Apartment in the Alta', type: 'apartment', neighbourhood: 'Alta', priceMin: 85, priceMax: 125, lat: 40.2083, lng: -8.4248, description: 'A serviced apartment in a renovated house of the upper town, steps from the University.' },
    { level: 4, name: 'Hotel Astória', type: 'boutique hotel', neighbourhood: 'Baixa', priceMin: 130, priceMax: 200, lat: 40.2084, lng: -8.4306, description: 'A 1920s art deco landmark with a domed corner tower on the Largo da Portagem, many rooms looking over the Mondego.' },
    { level: 4, name: 'Upscale hotel on the riverfront', type: 'upscale hotel', neighbourhood: 'Santa Clara', priceMin: 140, priceMax: 210, lat: 40.2038, lng: -8.4312, description: 'A modern hotel on the left bank with river-view rooms and a pool, facing the University hill.' },
    { level: 5, name: 'Quinta das Lágrimas', type: 'luxury hotel', neighbourhood: 'Santa Clara', priceMin: 220, priceMax: 420, lat: 40.1986, lng: -8.4312, description: 'A palace hotel in historic gardens across the river, with a spa and a fine-dining restaurant.' },
    { level: 5, name: 'Luxury suites in the Alta', type: 'luxury hotel', neighbourhood: 'Alta', priceMin: 210, priceMax: 380, lat: 40.2078, lng: -8.4268, description: 'A handful of grand suites in a restored palace of the upper town, with views over the rooftops to the river.' },
  ],
};
