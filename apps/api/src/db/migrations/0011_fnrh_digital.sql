CREATE TABLE "fnrh_digital_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid,
	"outcome" text NOT NULL,
	"http_status" integer,
	"answer" jsonb,
	"reason" text,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fnrh_digital_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"username" text NOT NULL,
	"api_key" text NOT NULL,
	"cpf_solicitante" text NOT NULL,
	"base_url" text,
	"ask_race_and_disability" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fnrh_digital_attempts" ADD CONSTRAINT "fnrh_digital_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnrh_digital_settings" ADD CONSTRAINT "fnrh_digital_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fnrh_digital_attempts_company_idx" ON "fnrh_digital_attempts" USING btree ("company_id","attempted_at");