CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"rotated_from_id" uuid,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "finished_forms" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"fnrh_id" text NOT NULL,
	"is_update" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "integration_values" jsonb;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "form_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_rotated_from_id_api_keys_id_fk" FOREIGN KEY ("rotated_from_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_forms" ADD CONSTRAINT "finished_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_forms" ADD CONSTRAINT "finished_forms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_forms" ADD CONSTRAINT "finished_forms_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_active_name_unique" ON "api_keys" USING btree ("company_id","name") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "finished_forms_company_seq_idx" ON "finished_forms" USING btree ("company_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_reservation_external_id_unique" ON "guests" USING btree ("reservation_id","external_id");--> statement-breakpoint
-- Forms finished before the feed existed enter it once, oldest first (decision 133).
INSERT INTO "finished_forms" ("company_id", "reservation_id", "guest_id", "fnrh_id", "is_update", "finished_at")
SELECT "company_id", "reservation_id", "id", "fnrh_id", false, "updated_at" FROM "guests"
WHERE "fnrh_id" IS NOT NULL AND "fnrh_id" <> '' ORDER BY "updated_at", "id";
