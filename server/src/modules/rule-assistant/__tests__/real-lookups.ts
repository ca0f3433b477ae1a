/** The real guide and gazetteer behind the assistant's lookups, shared by the tests (built once per test file). */
import { DestinationService } from '../../destinations/index.js';
import { Guide } from '../../guide/index.js';
import { destinationLookups } from '../destination-lookups.js';

const guide = new Guide();
export const lookups = destinationLookups(guide, new DestinationService(guide));

/** A Monday, so that "next weekend" and "in April" have one right answer. */
export const TODAY = '2025-02-10';
