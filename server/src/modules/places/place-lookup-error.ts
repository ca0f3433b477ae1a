/** A place service that failed (unreachable, refused, or answered nonsense); callers log it and carry on. */
export class PlaceLookupError extends Error {}
