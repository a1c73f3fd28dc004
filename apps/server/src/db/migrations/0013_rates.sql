CREATE TABLE "booking_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"carrier_service_id" integer NOT NULL,
	"customer_number" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_service_ratings" (
	"carrier_service_id" integer PRIMARY KEY NOT NULL,
	"kg_per_m3" numeric(12, 3),
	"kg_per_ldm" numeric(12, 3),
	"kg_per_pallet_place" numeric(12, 3),
	"max_consignment_weight_kg" numeric(12, 3),
	"max_package_weight_kg" numeric(12, 3),
	"max_length_cm" numeric(12, 3),
	"max_width_cm" numeric(12, 3),
	"max_height_cm" numeric(12, 3),
	"max_loading_metres" numeric(12, 3),
	"accepts_dangerous_goods" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_time_tables" (
	"carrier_service_id" integer PRIMARY KEY NOT NULL,
	"cut_off" text DEFAULT '16:00' NOT NULL,
	"time_zone" text DEFAULT 'Europe/Stockholm' NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_carrier_services" (
	"organization_id" integer NOT NULL,
	"markup_id" integer NOT NULL,
	"carrier_service_id" integer NOT NULL,
	CONSTRAINT "markup_carrier_services_markup_id_carrier_service_id_pk" PRIMARY KEY("markup_id","carrier_service_id")
);
--> statement-breakpoint
CREATE TABLE "markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"rate" numeric(8, 3),
	"fixed_ore" integer,
	"booking_enabled" boolean DEFAULT true NOT NULL,
	"geography_specific_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_rate_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"region" text DEFAULT 'nordics' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_service_id" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"fuel_surcharge_percent" numeric(6, 3) DEFAULT 0 NOT NULL,
	"minimum_charge" integer,
	"rounding_step_kg" numeric(12, 3),
	"tariff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_service_ratings" ADD CONSTRAINT "carrier_service_ratings_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_time_tables" ADD CONSTRAINT "lead_time_tables_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_carrier_services" ADD CONSTRAINT "markup_carrier_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_carrier_services" ADD CONSTRAINT "markup_carrier_services_markup_id_markups_id_fk" FOREIGN KEY ("markup_id") REFERENCES "public"."markups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_carrier_services" ADD CONSTRAINT "markup_carrier_services_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_rate_settings" ADD CONSTRAINT "organization_rate_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculations" ADD CONSTRAINT "price_calculations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculations" ADD CONSTRAINT "price_calculations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_calculations" ADD CONSTRAINT "price_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_agreements_organization_idx" ON "booking_agreements" USING btree ("organization_id","carrier_service_id");--> statement-breakpoint
CREATE INDEX "markup_carrier_services_organization_idx" ON "markup_carrier_services" USING btree ("organization_id","carrier_service_id");--> statement-breakpoint
CREATE INDEX "markups_organization_idx" ON "markups" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "price_calculations_organization_idx" ON "price_calculations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "price_lists_service_idx" ON "price_lists" USING btree ("carrier_service_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_service_from_uq" ON "price_lists" USING btree ("carrier_service_id",coalesce("valid_from", '0001-01-01'::date));