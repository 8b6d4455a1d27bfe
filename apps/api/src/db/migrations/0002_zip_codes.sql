CREATE TABLE "zip_codes" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"city_ibge" char(7) NOT NULL,
	"state" char(2) NOT NULL,
	"complement" text,
	"city_key" text NOT NULL,
	"street_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zip_codes_state_city_key_idx" ON "zip_codes" USING btree ("state","city_key");