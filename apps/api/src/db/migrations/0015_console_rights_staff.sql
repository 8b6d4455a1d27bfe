CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_staff_id" uuid,
	"actor_name" text NOT NULL,
	"target_staff_id" uuid NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_staff_id_staff_members_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_company_idx" ON "staff_audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_log_staff_account_id_staff_members_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;