CREATE TABLE "emission_factor_set_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_service_id" integer
);
--> statement-breakpoint
CREATE TABLE "emission_recalculations" (
	"consignment_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emission_factor_sets" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emission_factor_set_mappings" ADD CONSTRAINT "emission_factor_set_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_set_mappings" ADD CONSTRAINT "emission_factor_set_mappings_set_id_emission_factor_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."emission_factor_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_set_mappings" ADD CONSTRAINT "emission_factor_set_mappings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_set_mappings" ADD CONSTRAINT "emission_factor_set_mappings_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_recalculations" ADD CONSTRAINT "emission_recalculations_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_recalculations" ADD CONSTRAINT "emission_recalculations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factor_set_mappings_target_uq" ON "emission_factor_set_mappings" USING btree ("organization_id","carrier_id",coalesce("carrier_service_id", 0));--> statement-breakpoint
CREATE INDEX "emission_factor_set_mappings_set_idx" ON "emission_factor_set_mappings" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "emission_recalculations_organization_idx" ON "emission_recalculations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factor_sets_organization_default_uq" ON "emission_factor_sets" USING btree ("organization_id") WHERE "emission_factor_sets"."is_default" and "emission_factor_sets"."organization_id" is not null;