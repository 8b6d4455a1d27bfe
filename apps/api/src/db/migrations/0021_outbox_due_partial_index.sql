-- The due index holds only the messages a worker may still take (decision 300): a message is written once
-- and updated twice, so the whole-table index was mostly dead entries of sent messages between vacuums.
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
-- Tables rewritten on nearly every request or message: vacuumed after about 1 % of their rows changed
-- (PostgreSQL's default waits for 20 %), so their indexes do not fill with dead entries under load.
ALTER TABLE "outbox_messages" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "rate_limit_counters" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "bot_check_solutions" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "search_attempts" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "guest_pins" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000);
