CREATE TABLE "emission_day_sums" (
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"day" date,
	"source" text NOT NULL,
	"mode" text,
	"calculated" boolean NOT NULL,
	"co2e_wtw_kg" numeric NOT NULL,
	"co2e_ttw_kg" numeric NOT NULL,
	"co2e_wtt_kg" numeric NOT NULL,
	"tkm" numeric NOT NULL,
	"shipments" integer NOT NULL,
	CONSTRAINT "emission_day_sums_group_uq" UNIQUE NULLS NOT DISTINCT("organization_id","day","site_id","source","mode","calculated")
);
--> statement-breakpoint
CREATE TABLE "emission_filter_values" (
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"filter" text NOT NULL,
	"value" text NOT NULL,
	"shipments" integer NOT NULL,
	CONSTRAINT "emission_filter_values_uq" UNIQUE NULLS NOT DISTINCT("organization_id","site_id","filter","value")
);
--> statement-breakpoint
CREATE INDEX "emission_day_sums_empty_idx" ON "emission_day_sums" USING btree ("organization_id") WHERE "emission_day_sums"."shipments" = 0;--> statement-breakpoint
CREATE INDEX "emission_filter_values_empty_idx" ON "emission_filter_values" USING btree ("organization_id") WHERE "emission_filter_values"."shipments" = 0;