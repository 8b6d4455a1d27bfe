ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_salt" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;