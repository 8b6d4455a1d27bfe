/** A failure that no retry can fix: the outbox message dies at once. */
export class UndeliverableError extends Error {}
