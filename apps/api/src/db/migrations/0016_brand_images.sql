CREATE TABLE "brand_images" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_images_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;