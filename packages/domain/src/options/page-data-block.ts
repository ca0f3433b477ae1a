/**
 * The JSON data blocks the server writes into index.html and the client reads on its first
 * paint (<script type="application/json" id="...">: data, never run, so the CSP's ban on inline
 * scripts does not apply). Both sides need the same ids and the same encoding, so they live here.
 */

/** The block holding the trip option lists (options/trip-options.ts). */
export const INJECTED_TRIP_OPTIONS_ID = 'odyssey-trip-options';

/** JSON that cannot close the script element: every `<` becomes \u003c (still the same JSON). */
export const jsonForScriptElement = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The script element of a data block, as it appears in the page. */
export const dataBlockElement = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`;
