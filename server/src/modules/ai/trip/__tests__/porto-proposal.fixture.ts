/**
 * What a good model proposes for Porto: real places at their real coordinates (to about 100 m)
 * with plausible weekly hours, neighbourhoods with meals, stays per budget level in euros and an
 * overview. The unit tests read it as a proposal without the guide. Porto is now in the offline
 * guide, so the API tests' city outside the guide is Coimbra (coimbra-proposal.fixture.ts).
 */
import type { DestinationProposal, ProposedPlace } from '../destination-proposal.js';

type PlaceRow = [name: string, lat: number, lng: number, category: ProposedPlace['category'], interests: ProposedPlace['interests'], neighbourhood: string, address: string, durationMin: number, hours: string, price: number, popularity: number, kidFriendly: boolean, description: string];

const ROWS: PlaceRow[] = [
  ['Livraria Lello', 41.1469, -8.6148, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Rua das Carmelitas 144, 4050-161 Porto', 45, 'Mo-Su 09:00-19:00', 1, 5, true, 'A neo-Gothic bookshop from 1906 with a carved wooden staircase and a stained-glass skylight; buy a timed ticket online to skip the queue.'],
  ['Clérigos Tower', 41.1457, -8.614, 'viewpoint', ['Historical Sites', 'Photography'], 'Baixa', 'Rua de São Filipe de Nery, 4050-546 Porto', 60, 'Mo-Su 09:00-19:00', 2, 5, true, "Nicolau Nasoni's baroque bell tower, 240 steps up to the best panorama of the old town's rooftops and the river."],
  ['Porto Cathedral', 41.1428, -8.6112, 'sight', ['Historical Sites'], 'Ribeira', 'Terreiro da Sé, 4050-573 Porto', 60, 'Mo-Su 09:00-18:30', 1, 4, true, 'The fortress-like Romanesque Sé on the hill above the Ribeira, with a Gothic cloister lined with blue-and-white azulejos.'],
  ['Palácio da Bolsa', 41.1413, -8.6155, 'sight', ['Historical Sites', 'Museums & Art'], 'Ribeira', 'Rua de Ferreira Borges, 4050-253 Porto', 60, 'Mo-Su 09:00-18:30', 2, 4, false, "The 19th-century stock exchange, visited by guided tour, ending in the gilded Moorish-revival Arab Room."],
  ['Church of São Francisco', 41.1409, -8.6158, 'sight', ['Historical Sites', 'Museums & Art'], 'Ribeira', 'Rua do Infante D. Henrique, 4050-297 Porto', 45, 'Mo-Su 09:00-19:00', 1, 4, false, 'A Gothic church whose interior is smothered in baroque gilded woodwork, with catacombs beneath.'],
  ['Cais da Ribeira', 41.1405, -8.6128, 'sight', ['Photography', 'Local Experiences'], 'Ribeira', 'Cais da Ribeira, 4050-510 Porto', 60, '24/7', 0, 5, true, 'The riverfront quay of tall, colourful houses facing the port lodges across the Douro; lively from morning to late evening.'],
  ['Dom Luís I Bridge', 41.1399, -8.6094, 'viewpoint', ['Photography', 'Historical Sites'], 'Ribeira', 'Ponte Luiz I, 4000 Porto', 45, '24/7', 0, 5, true, "The double-deck iron bridge of 1886; walk its upper deck beside the metro for the classic view of the Ribeira."],
  ['Jardim do Morro', 41.1373, -8.609, 'viewpoint', ['Photography', 'Nature & Outdoors', 'Romance'], 'Vila Nova de Gaia', 'Avenida da República, 4430-999 Vila Nova de Gaia', 45, '24/7', 0, 3, true, 'A hillside garden at the Gaia end of the bridge, the favourite spot to watch the sun set over the old town.'],
  ["Graham's Port Lodge", 41.1335, -8.6145, 'food', ['Wine Tasting', 'Food Tours'], 'Vila Nova de Gaia', 'Rua do Agro 141, 4400-281 Vila Nova de Gaia', 90, 'Mo-Su 10:00-18:00', 3, 4, false, 'A port lodge of 1890 high above the river, with a cellar tour and tastings of its vintage and tawny ports.'],
  ["Taylor's Port", 41.136, -8.6156, 'food', ['Wine Tasting'], 'Vila Nova de Gaia', 'Rua do Choupelo 250, 4400-088 Vila Nova de Gaia', 75, 'Mo-Su 10:00-18:00', 2, 4, false, 'Self-guided audio tour through old cellars of oak vats, then a tasting on a terrace with peacocks in the garden.'],
  ['Sandeman Cellars', 41.1378, -8.6137, 'food', ['Wine Tasting', 'Historical Sites'], 'Vila Nova de Gaia', 'Largo Miguel Bombarda 47, 4400-222 Vila Nova de Gaia', 60, 'Mo-Su 10:00-18:00', 2, 3, false, 'Riverside cellars of the house with the caped Don logo, with guided tours and tastings of its ports.'],
  ['Bolhão Market', 41.1493, -8.6058, 'market', ['Food Tours', 'Shopping', 'Local Experiences'], 'Baixa', 'Rua Formosa, 4000-214 Porto', 60, 'Mo-Fr 08:00-20:00; Sa 08:00-18:00; Su off', 1, 4, true, "Porto's restored 19th-century market hall, with fishmongers, cheese and charcuterie stalls and small places to eat."],
  ['Rua de Santa Catarina', 41.1478, -8.6065, 'market', ['Shopping'], 'Baixa', 'Rua de Santa Catarina, 4000-447 Porto', 90, 'Mo-Sa 09:00-20:00; Su off', 2, 3, true, 'The main pedestrian shopping street, with Portuguese brands, old shopfronts and the Majestic Café along the way.'],
  ['São Bento Station', 41.1455, -8.6105, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Praça de Almeida Garrett, 4000-069 Porto', 30, 'Mo-Su 06:00-23:00', 0, 4, true, 'A working railway station whose hall is lined with 20,000 azulejo tiles picturing battles and country life.'],
  ['Chapel of Souls', 41.1494, -8.6063, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Rua de Santa Catarina 428, 4000-124 Porto', 30, 'Mo-Su 07:30-19:00', 0, 3, true, 'A small chapel covered outside in blue-and-white tiles showing the lives of Saint Francis and Saint Catherine.'],
  ['Serralves Museum', 41.1597, -8.6598, 'museum', ['Museums & Art'], 'Boavista', 'Rua Dom João de Castro 210, 4150-417 Porto', 120, 'Mo-Fr 10:00-19:00; Sa,Su 10:00-20:00', 2, 4, true, "Portugal's leading museum of contemporary art, in a white Álvaro Siza building set in a large park."],
  ['Serralves Park', 41.1585, -8.6605, 'park', ['Nature & Outdoors', 'Photography'], 'Boavista', 'Rua Dom João de Castro 210, 4150-417 Porto', 90, 'Mo-Su 10:00-19:00', 2, 4, true, 'Formal gardens, woods, a farm and an art deco villa, with a treetop walkway, around the Serralves museum.'],
  ['Crystal Palace Gardens', 41.1478, -8.6258, 'park', ['Nature & Outdoors', 'Romance', 'Photography'], 'Massarelos', 'Rua de Dom Manuel II, 4050-346 Porto', 75, 'Mo-Su 08:00-19:00', 0, 4, true, 'Romantic 19th-century gardens with peacocks, shady paths and terraces looking down the Douro towards the sea.'],
  ['Soares dos Reis National Museum', 41.1476, -8.6218, 'museum', ['Museums & Art', 'Historical Sites'], 'Massarelos', 'Rua de Dom Manuel II 44, 4050-342 Porto', 90, 'Tu-Su 10:00-18:00; Mo off', 1, 3, true, "Portugal's first national museum, in an 18th-century palace, strong on 19th-century Portuguese painting and sculpture."],
  ['Casa da Música', 41.1589, -8.6307, 'sight', ['Museums & Art', 'Nightlife'], 'Boavista', 'Avenida da Boavista 604-610, 4149-071 Porto', 60, 'Mo-Sa 09:30-19:00; Su 09:30-18:00', 2, 3, true, "Rem Koolhaas's angular concert hall; guided tours show its halls of tiles and glass, and concerts run most evenings."],
  ['Praia do Molhe', 41.1574, -8.6845, 'park', ['Beach Activities', 'Nature & Outdoors'], 'Foz do Douro', 'Avenida do Brasil, 4150-153 Porto', 90, '24/7', 0, 3, true, 'A sandy cove between rocks on the Foz seafront, with a promenade and a pergola where the river meets the ocean.'],
  ['Matosinhos Beach', 41.1775, -8.69, 'park', ['Beach Activities', 'Adventure Sports'], 'Matosinhos', 'Avenida General Norton de Matos, 4450-208 Matosinhos', 120, '24/7', 0, 3, true, "A long, wide Atlantic beach with surf schools, next to the fishing town's seafood grills."],
  ['City Park', 41.1688, -8.6784, 'park', ['Nature & Outdoors', "Kid's Activities"], 'Foz do Douro', 'Estrada Interior da Circunvalação, 4100-083 Porto', 90, '24/7', 0, 3, true, "Portugal's largest urban park, with lakes, meadows and paths that run down to the ocean."],
  ['World of Discoveries', 41.1432, -8.6189, 'kids', ["Kid's Activities", 'Museums & Art'], 'Ribeira', 'Rua de Miragaia 106, 4050-387 Porto', 90, 'Mo-Su 10:00-18:00', 2, 3, true, "An interactive museum of the Portuguese voyages of discovery, ending in a boat ride through recreated ports of call."],
  ['SEA LIFE Porto', 41.1687, -8.6907, 'kids', ["Kid's Activities", 'Wildlife Viewing'], 'Foz do Douro', 'Rua Particular do Castelo do Queijo 1, 4100-379 Porto', 90, 'Mo-Su 10:00-18:00', 2, 3, true, 'An aquarium by the sea with a walk-through ocean tunnel, sharks, rays and a turtle rescue centre.'],
  ['Carmo Church', 41.1473, -8.6165, 'sight', ['Historical Sites', 'Photography'], 'Baixa', 'Rua do Carmo, 4050-164 Porto', 30, 'Mo-Su 09:00-18:00', 1, 4, true, 'A baroque church whose side wall is one huge azulejo panel; a narrow house hides between it and its twin church.'],
  ['Miradouro da Vitória', 41.1439, -8.6137, 'viewpoint', ['Photography', 'Romance'], 'Baixa', 'Rua de São Bento da Vitória, 4050-543 Porto', 30, '24/7', 0, 3, true, 'A quiet terrace in the old Jewish quarter looking over the jumble of roofs down to the river and the cathedral.'],
  ['Gaia Cable Car', 41.138, -8.6097, 'viewpoint', ['Photography', "Kid's Activities"], 'Vila Nova de Gaia', 'Calçada da Serra 143, 4430-999 Vila Nova de Gaia', 30, 'Mo-Su 10:00-18:00', 2, 3, true, 'A short cable-car ride over the port lodges from the Gaia bridge end down to the riverside, with views of the Ribeira.'],
  ['Rua das Flores', 41.1437, -8.6126, 'market', ['Shopping', 'Local Experiences', 'Food Tours'], 'Ribeira', 'Rua das Flores, 4050-262 Porto', 60, 'Mo-Su 10:00-20:00', 1, 4, true, 'A pedestrian street of restored merchant houses with craft shops, conserveiras selling tinned fish, and cafés.'],
  ['Serra do Pilar Monastery', 41.1383, -8.6085, 'viewpoint', ['Historical Sites', 'Photography'], 'Vila Nova de Gaia', 'Largo de Avis, 4430-329 Vila Nova de Gaia', 45, 'Tu-Su 10:00-18:00; Mo off', 1, 3, true, 'A round-cloistered 16th-century monastery on the Gaia bluff, a World Heritage site with a view over the bridge.'],
  ['Mercado Beira-Rio', 41.1387, -8.6118, 'food', ['Food Tours', 'Local Experiences'], 'Vila Nova de Gaia', 'Avenida de Diogo Leite 7, 4400-111 Vila Nova de Gaia', 60, 'Mo-Su 10:00-23:00', 1, 3, true, 'A riverside food market in Gaia with stalls of petiscos, cheese, sandwiches and local wines.'],
  ['Galeria de Paris street', 41.1472, -8.6146, 'nightlife', ['Nightlife'], 'Baixa', 'Rua da Galeria de Paris, 4050-284 Porto', 120, 'Mo-Su 20:00-02:00', 2, 3, false, "The heart of Porto's nightlife, a short street of bars in old shops that fills up after dinner."],
];

const DAY_TRIPS: PlaceRow[] = [
  ['Douro Valley wine estates', 41.1636, -7.7883, 'daytrip', ['Wine Tasting', 'Nature & Outdoors', 'Photography'], 'Ribeira', 'Peso da Régua, 5050 Portugal', 420, 'Mo-Su 09:00-19:00', 3, 4, false, 'Terraced vineyards along the upper Douro around Peso da Régua, with quinta visits, tastings and river views.'],
  ['Guimarães Castle', 41.4483, -8.2901, 'daytrip', ['Historical Sites'], 'Baixa', 'Rua Conde Dom Henrique, 4800-412 Guimarães', 240, 'Mo-Su 10:00-18:00', 1, 3, true, "The 10th-century castle of the 'birthplace of Portugal', above a medieval old town that is a World Heritage site."],
  ['Bom Jesus do Monte', 41.5547, -8.3774, 'daytrip', ['Historical Sites', 'Nature & Outdoors'], 'Baixa', 'Estrada do Bom Jesus, 4715-056 Braga', 240, 'Mo-Su 08:00-19:00', 0, 3, true, "A baroque sanctuary above Braga reached by a zigzag stairway of chapels and fountains, or by the old water-powered funicular."],
];

function placeOf([name, lat, lng, category, interests, neighbourhood, address, durationMin, hours, price, popularity, kidFriendly, description]: PlaceRow, dayTrip: boolean): ProposedPlace {
  return { name, lat, lng, category, interests, neighbourhood, address, durationMin, hours, price, popularity, kidFriendly, dayTrip, description };
}

export const PORTO_PROPOSAL: DestinationProposal = {
  knownWell: true,
  name: 'Porto',
  country: 'Portugal',
  countryCode: 'PT',
  timezone: 'Europe/Lisbon',
  lat: 41.1496,
  lng: -8.6109,
  overview: {
    description:
      "Portugal's second city climbs steeply from the Douro river in a jumble of granite churches, tiled facades and narrow lanes. The medieval Ribeira, a World Heritage site, faces the port-wine lodges of Vila Nova de Gaia across the double-deck Dom Luís I bridge. Beyond the old town lie the gardens and museums of Boavista, and the Atlantic beaches of Foz and Matosinhos are a short tram or bus ride away.",
    bestTimeToVisit: 'April to June and September to October: warm, with fewer crowds than summer; winters are mild but rainy.',
    languages: ['Portuguese'],
    currency: 'EUR',
    travelTips: [
      'Wear comfortable shoes: the old town is steep and cobbled.',
      'An Andante card covers the metro, buses and the funicular.',
      'Book Livraria Lello and port-lodge tours online ahead.',
      'Lunch menus (prato do dia) are the best value meal of the day.',
    ],
    customs: 'Lunch runs from about 12:30 and dinner from 20:00; tipping is modest, rounding up or about 5-10% in restaurants.',
    transportationTips: 'Walk the centre; the metro links the airport and Matosinhos, tram 1 runs along the river to Foz, and the Guindais funicular saves the climb from the Ribeira.',
    safetyTips: 'Porto is safe; watch for pickpockets on trams and in crowded viewpoints, and take care on wet, slippery cobbles.',
  },
  neighbourhoods: [
    { name: 'Ribeira', lat: 41.1408, lng: -8.6133, meals: [
      { name: 'Taberna dos Mercadores', kind: 'venue', meal: 'dinner', price: 3, lat: 41.1412, lng: -8.6125, description: 'A tiny, much-loved tavern in a Ribeira alley serving grilled fish, octopus rice and Portuguese wines.' },
      { name: 'francesinhas around the Ribeira', kind: 'area', meal: 'lunch', price: 2, lat: 41.1415, lng: -8.6135, description: "Try Porto's francesinha, a layered steak sandwich in beer sauce, at one of the old-town cafés near the river." },
    ] },
    { name: 'Baixa', lat: 41.1466, lng: -8.6108, meals: [
      { name: 'Cervejaria Gazela', kind: 'venue', meal: 'lunch', price: 1, lat: 41.1462, lng: -8.607, description: 'A narrow counter bar famous for its cachorrinho, a crisp spicy hot-dog sandwich, with cold beer.' },
      { name: 'Tapabento', kind: 'venue', meal: 'dinner', price: 3, lat: 41.1452, lng: -8.6097, description: 'A lively bistro behind São Bento station with Portuguese seafood and meat plates to share.' },
    ] },
    { name: 'Vila Nova de Gaia', lat: 41.1373, lng: -8.6125, meals: [
      { name: "Vinum at Graham's", kind: 'venue', meal: 'both', price: 4, lat: 41.1336, lng: -8.6143, description: "A restaurant inside Graham's lodge with Basque-Portuguese grills and a terrace over the river." },
      { name: 'riverside grills on the Gaia quay', kind: 'area', meal: 'lunch', price: 2, lat: 41.1385, lng: -8.6125, description: 'Simple grills and esplanadas along the Gaia waterfront, looking across to the Ribeira.' },
    ] },
    { name: 'Massarelos', lat: 41.147, lng: -8.622, meals: [
      { name: 'tascas around Miragaia', kind: 'area', meal: 'both', price: 2, lat: 41.144, lng: -8.6185, description: 'Small family-run tascas in the old riverside quarter of Miragaia with daily fish and stews.' },
    ] },
    { name: 'Boavista', lat: 41.159, lng: -8.635, meals: [
      { name: 'Serralves Restaurant', kind: 'venue', meal: 'lunch', price: 2, lat: 41.1594, lng: -8.6596, description: 'The museum restaurant with a terrace over the Serralves gardens and a good-value lunch menu.' },
      { name: 'bistros around Boavista', kind: 'area', meal: 'dinner', price: 2, lat: 41.1585, lng: -8.632, description: 'Modern Portuguese bistros and wine bars in the streets around the Boavista roundabout.' },
    ] },
    { name: 'Foz do Douro', lat: 41.153, lng: -8.675, meals: [
      { name: 'Cafeína', kind: 'venue', meal: 'dinner', price: 3, lat: 41.1553, lng: -8.6766, description: 'An elegant restaurant a block from the sea in Foz, with modern Portuguese cooking.' },
      { name: 'seafood grills around Foz', kind: 'area', meal: 'lunch', price: 2, lat: 41.152, lng: -8.674, description: 'Cafés and seafood grills along the Foz seafront, good for lunch between the beach and the gardens.' },
    ] },
    { name: 'Matosinhos', lat: 41.183, lng: -8.69, meals: [
      { name: 'fish grills on Rua Heróis de França', kind: 'area', meal: 'both', price: 2, lat: 41.185, lng: -8.693, description: 'The street of charcoal grills where Matosinhos cooks the morning catch in front of the restaurants.' },
    ] },
  ],
  places: [...ROWS.map((row) => placeOf(row, false)), ...DAY_TRIPS.map((row) => placeOf(row, true))],
  stays: [
    { level: 1, name: 'Gallery Hostel', type: 'hostel', neighbourhood: 'Massarelos', priceMin: 25, priceMax: 50, lat: 41.15, lng: -8.6205, description: 'A friendly hostel in a townhouse on the gallery street of Miguel Bombarda, with dorms and a few private rooms.' },
    { level: 1, name: 'Hostel with private rooms in the Baixa', type: 'hostel', neighbourhood: 'Baixa', priceMin: 30, priceMax: 60, lat: 41.147, lng: -8.61, description: 'A central hostel near Aliados with dorms and private doubles, a short walk from São Bento.' },
    { level: 2, name: 'Budget hotel near Aliados', type: 'budget hotel', neighbourhood: 'Baixa', priceMin: 60, priceMax: 95, lat: 41.148, lng: -8.611, description: 'A simple, clean hotel a few steps from Avenida dos Aliados and the metro.' },
    { level: 2, name: 'Guesthouse in Cedofeita', type: 'guesthouse', neighbourhood: 'Massarelos', priceMin: 65, priceMax: 100, lat: 41.151, lng: -8.619, description: 'A guesthouse in a restored townhouse in the Cedofeita quarter of galleries and cafés.' },
    { level: 3, name: 'Mid-range hotel in the Baixa', type: 'mid-range hotel', neighbourhood: 'Baixa', priceMin: 110, priceMax: 160, lat: 41.146, lng: -8.609, description: 'A comfortable modern hotel in the centre, within walking distance of the sights and the river.' },
    { level: 3, name: 'Apartment in the Ribeira', type: 'apartment', neighbourhood: 'Ribeira', priceMin: 100, priceMax: 150, lat: 41.1415, lng: -8.6125, description: 'A serviced apartment in an old riverfront house, with a kitchenette and views of the Douro.' },
    { level: 4, name: 'Boutique hotel on Rua das Flores', type: 'boutique hotel', neighbourhood: 'Ribeira', priceMin: 180, priceMax: 280, lat: 41.144, lng: -8.6128, description: 'A boutique hotel in a restored merchant house on the old town’s prettiest street.' },
    { level: 4, name: 'Upscale hotel in Boavista', type: 'upscale hotel', neighbourhood: 'Boavista', priceMin: 170, priceMax: 260, lat: 41.159, lng: -8.631, description: 'A polished hotel near Casa da Música, convenient for Serralves and the seafront.' },
    { level: 5, name: 'The Yeatman', type: 'luxury hotel', neighbourhood: 'Vila Nova de Gaia', priceMin: 350, priceMax: 650, lat: 41.1352, lng: -8.6131, description: 'A luxury wine hotel on the Gaia hillside with a Michelin-starred restaurant and a spa over the river.' },
    { level: 5, name: 'Luxury hotel on Avenida dos Aliados', type: 'luxury hotel', neighbourhood: 'Baixa', priceMin: 300, priceMax: 550, lat: 41.1475, lng: -8.611, description: 'A grand hotel in a restored building on the city’s main avenue, with a spa and fine dining.' },
  ],
};
