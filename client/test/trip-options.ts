/**
 * The trip option lists for client tests, from their one definition in the shared package
 * (@odyssey/domain): written into the page the way the server writes them into index.html (the
 * same id and encoding), or answered as the tripOptions query.
 */
import { INJECTED_TRIP_OPTIONS_ID, dataBlockElement, tripOptionLists, type TripOptionLists } from '@odyssey/domain';
import { TripOptionListsDocument } from '../src/gql/graphql';

export { tripOptionLists as serverTripOptions };

/** Puts the server's data block (or this raw text in its place) into the document, as index.html has it. */
export function injectServerTripOptions(rawText?: string): void {
  removeInjectedTripOptions();
  const page = new DOMParser().parseFromString(`${dataBlockElement(INJECTED_TRIP_OPTIONS_ID, tripOptionLists())}<div id="root"></div>`, 'text/html');
  const block = page.getElementById(INJECTED_TRIP_OPTIONS_ID);
  if (!block) throw new Error('no trip options block in the page');
  if (rawText !== undefined) block.textContent = rawText;
  document.head.append(document.adoptNode(block));
}

export function removeInjectedTripOptions(): void {
  document.getElementById(INJECTED_TRIP_OPTIONS_ID)?.remove();
}

/** A mocked tripOptions query answering these lists (the shared ones by default). */
export function tripOptionsMock(options: TripOptionLists = tripOptionLists(), delay = 0) {
  return {
    request: { query: TripOptionListsDocument },
    delay,
    result: {
      data: {
        tripOptions: {
          __typename: 'TripOptions' as const,
          ...options,
          parties: options.parties.map((party) => ({ __typename: 'PartyOption' as const, ...party })),
          budgetLevels: options.budgetLevels.map((level) => ({ __typename: 'BudgetLevelOption' as const, ...level })),
        },
      },
    },
  };
}
