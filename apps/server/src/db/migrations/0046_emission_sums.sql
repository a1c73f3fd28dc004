CREATE TABLE "emission_sums" (
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"month" date,
	"source" text NOT NULL,
	"mode" text,
	"carrier_name" text,
	"origin_country" text,
	"destination_country" text,
	"data_quality" text,
	"factor_set_name" text,
	"factor_set_version" text,
	"calculated" boolean NOT NULL,
	"co2e_wtw_kg" numeric NOT NULL,
	"co2e_ttw_kg" numeric NOT NULL,
	"co2e_wtt_kg" numeric NOT NULL,
	"tkm" numeric NOT NULL,
	"shipments" integer NOT NULL,
	CONSTRAINT "emission_sums_group_uq" UNIQUE NULLS NOT DISTINCT("organization_id","month","site_id","source","mode","carrier_name","origin_country","destination_country","data_quality","factor_set_name","factor_set_version","calculated")
);
--> statement-breakpoint
CREATE TABLE "outside_shipment_imports" (
	"user_id" integer NOT NULL,
	"progress_id" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_shipment_imports_user_id_progress_id_pk" PRIMARY KEY("user_id","progress_id")
);
--> statement-breakpoint
ALTER TABLE "outside_shipment_imports" ADD CONSTRAINT "outside_shipment_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_sums_empty_idx" ON "emission_sums" USING btree ("organization_id") WHERE "emission_sums"."shipments" = 0;--> statement-breakpoint
CREATE INDEX "shipment_emissions_newest_idx" ON "shipment_emissions" USING btree ("organization_id","shipment_date" DESC NULLS LAST,"consignment_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outside_shipments_newest_idx" ON "outside_shipments" USING btree ("organization_id","shipment_date" DESC NULLS LAST,"id" DESC NULLS FIRST);