/** A numeric id from a path segment; a malformed one names nothing, and the service answers 404 for it. */
export const pathId = (raw: string): number => (/^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);
