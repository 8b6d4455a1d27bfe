-- Decision 307. The foreign key's check took FOR KEY SHARE on the hotel's row for each search recorded;
-- locking a row of a logged table writes WAL, so every search's commit waited for a WAL flush, which the
-- table being unlogged (decision 250) was meant to spare. Rows outlive the lock's window only until the
-- next prune.
ALTER TABLE "search_attempts" DROP CONSTRAINT IF EXISTS "search_attempts_company_id_companies_id_fk";--> statement-breakpoint
-- Only failed searches are kept from now on: successes were recorded but never read by the lock.
DELETE FROM "search_attempts" WHERE "succeeded";--> statement-breakpoint
ALTER TABLE "search_attempts" DROP COLUMN "succeeded";
