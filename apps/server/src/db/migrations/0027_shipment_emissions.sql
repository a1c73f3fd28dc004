CREATE TABLE "shipment_emissions" (
	"consignment_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"co2e_wtw_kg" numeric(16, 3),
	"co2e_ttw_kg" numeric(16, 3),
	"co2e_wtt_kg" numeric(16, 3),
	"tkm" numeric(16, 3),
	"data_quality" text,
	"factor_set_name" text,
	"factor_set_version" text,
	"error_reason" text,
	"record" jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD CONSTRAINT "shipment_emissions_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD CONSTRAINT "shipment_emissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_emissions_organization_idx" ON "shipment_emissions" USING btree ("organization_id","consignment_id");--> statement-breakpoint
CREATE INDEX "shipment_emissions_factor_set_idx" ON "shipment_emissions" USING btree ("factor_set_name","factor_set_version");