CREATE TABLE "outside_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"shipment_date" date NOT NULL,
	"carrier_name" text,
	"mode" text NOT NULL,
	"origin_countrycode" text,
	"origin_place" text,
	"destination_countrycode" text,
	"destination_place" text,
	"mass_kg" numeric(16, 3) NOT NULL,
	"co2e_wtw_kg" numeric(16, 3),
	"co2e_ttw_kg" numeric(16, 3),
	"co2e_wtt_kg" numeric(16, 3),
	"tkm" numeric(16, 3),
	"data_quality" text,
	"factor_set_name" text,
	"factor_set_version" text,
	"error_reason" text,
	"record" jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outside_shipments" ADD CONSTRAINT "outside_shipments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_shipments" ADD CONSTRAINT "outside_shipments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outside_shipments_reference_uq" ON "outside_shipments" USING btree ("organization_id","reference");--> statement-breakpoint
CREATE INDEX "outside_shipments_site_date_idx" ON "outside_shipments" USING btree ("site_id","shipment_date");--> statement-breakpoint
CREATE INDEX "outside_shipments_organization_date_idx" ON "outside_shipments" USING btree ("organization_id","shipment_date");--> statement-breakpoint
CREATE INDEX "outside_shipments_factor_set_idx" ON "outside_shipments" USING btree ("factor_set_name","factor_set_version");