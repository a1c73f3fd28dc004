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
CREATE INDEX "emission_sums_empty_idx" ON "emission_sums" USING btree ("organization_id") WHERE "emission_sums"."shipments" = 0;