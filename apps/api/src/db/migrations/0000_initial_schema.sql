CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subdomain" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"group_id" text,
	"group_or_company" text NOT NULL,
	"hotel" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"welcome_rules" jsonb NOT NULL,
	"steps_config" jsonb NOT NULL,
	"parameters" jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"personalization" jsonb NOT NULL,
	"enable_search_by_reservation_number" boolean DEFAULT true NOT NULL,
	"enable_search_by_document" boolean DEFAULT false NOT NULL,
	"enable_search_by_email_or_phone_number" boolean DEFAULT false NOT NULL,
	"enable_search_by_name" boolean DEFAULT false NOT NULL,
	"enable_search_by_facial_recognition" boolean DEFAULT false NOT NULL,
	"new_portal_enabled" boolean DEFAULT true NOT NULL,
	"legacy_url" text,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"terms_of_use_version" text,
	"privacy_policy_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reservation_number" text NOT NULL,
	"adults_number" smallint DEFAULT 1 NOT NULL,
	"children_number" smallint DEFAULT 0 NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"is_demonstration" boolean DEFAULT false NOT NULL,
	"res_status" smallint NOT NULL,
	"payment_status" text,
	"billed" boolean DEFAULT false NOT NULL,
	"room_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_company_number_unique" UNIQUE("company_id","reservation_number")
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"person_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"master_guest" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"social_name" text,
	"inform_social_name" boolean DEFAULT false NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"gender" text,
	"email" text,
	"language" text,
	"birthdate" date,
	"job_id" text,
	"job_name" text,
	"nationality_id" text,
	"nationality_name" text,
	"mobile_country_code" text,
	"mobile_area_code" text,
	"mobile_number" text,
	"home_phone_ddi" text,
	"home_phone_ddd" text,
	"home_phone_number" text,
	"address" text,
	"address_number" text,
	"address_complement" text,
	"neighborhood" text,
	"zip_code" text,
	"city_id" text,
	"city_name" text,
	"state_id" text,
	"state_name" text,
	"country_id" text,
	"country_name" text,
	"arriving_from_country" text,
	"arriving_from_state" text,
	"arriving_from_city" text,
	"next_destination_country" text,
	"next_destination_state" text,
	"next_destination_city" text,
	"purpose_trip" text,
	"arriving_by" text,
	"photo_key" text,
	"photo_id" text,
	"signature_id" text,
	"signature_key" text,
	"biometrics_accepted" boolean DEFAULT false NOT NULL,
	"fnrh_id" text,
	"extra_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms_acceptance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"is_main" boolean DEFAULT true NOT NULL,
	"document_type_id" smallint NOT NULL,
	"document_number" text NOT NULL,
	"front_key" text,
	"back_key" text,
	"is_additional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"language" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_company_type_language_version_unique" UNIQUE("company_id","type","language","version")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_documents" ADD CONSTRAINT "guest_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_company_number_idx" ON "reservations" USING btree ("company_id","reservation_number");--> statement-breakpoint
CREATE INDEX "guests_company_reservation_idx" ON "guests" USING btree ("company_id","reservation_id");--> statement-breakpoint
CREATE INDEX "guests_company_email_idx" ON "guests" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "guest_documents_guest_idx" ON "guest_documents" USING btree ("company_id","guest_id");--> statement-breakpoint
CREATE INDEX "guest_documents_number_idx" ON "guest_documents" USING btree ("company_id","document_type_id","document_number");