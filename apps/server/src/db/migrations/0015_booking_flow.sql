CREATE TABLE "carrier_service_additional_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_service_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"module" text,
	"module_state" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"flow_type" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"values" jsonb NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"created_by_user_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"values" jsonb NOT NULL,
	"locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_price_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"request" jsonb NOT NULL,
	"answer" jsonb,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_calculation_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"calculation_id" uuid NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "customer_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_service_additional_services" ADD CONSTRAINT "carrier_service_additional_services_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_service_additional_services" ADD CONSTRAINT "carrier_service_additional_services_parent_id_carrier_service_additional_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carrier_service_additional_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ADD CONSTRAINT "manual_price_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ADD CONSTRAINT "manual_price_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ADD CONSTRAINT "manual_price_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ADD CONSTRAINT "manual_price_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ADD CONSTRAINT "price_calculation_shares_calculation_id_price_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."price_calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ADD CONSTRAINT "price_calculation_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ADD CONSTRAINT "price_calculation_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_service_additional_services_code_uq" ON "carrier_service_additional_services" USING btree ("carrier_service_id","code");--> statement-breakpoint
CREATE INDEX "flow_drafts_user_idx" ON "flow_drafts" USING btree ("user_id","kind","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_templates_name_uq" ON "flow_templates" USING btree ("organization_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "manual_price_requests_organization_idx" ON "manual_price_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_price_requests_status_idx" ON "manual_price_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "price_calculation_shares_calculation_idx" ON "price_calculation_shares" USING btree ("calculation_id");