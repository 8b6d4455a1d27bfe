export * from './companies.ts';
export * from './reservations.ts';
export * from './guests.ts';
export * from './guest-documents.ts';
export * from './terms.ts';
export * from './verification.ts';
export * from './outbox.ts';
export * from './geo.ts';
