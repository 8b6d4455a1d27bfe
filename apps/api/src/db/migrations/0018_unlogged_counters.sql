-- Counters the API writes on nearly every request (decision 250): kept out of the write-ahead log, so
-- their commits do not wait for a disk flush. PostgreSQL empties them after a crash (not after a clean
-- stop): limits, search locks and used bot-check solutions then start again from nothing.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "search_attempts" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "bot_check_solutions" SET UNLOGGED;
