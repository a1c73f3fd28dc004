ALTER TABLE "shipment_emissions" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "shipment_date" date;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "distance_km" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "destination_country" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "terms_type" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD COLUMN "freight_payer" text;--> statement-breakpoint
ALTER TABLE "shipment_emissions" ADD CONSTRAINT "shipment_emissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_emissions_report_idx" ON "shipment_emissions" USING btree ("organization_id","site_id","shipment_date");--> statement-breakpoint
UPDATE "shipment_emissions" AS e SET
  "site_id" = c."site_id",
  "shipment_date" = coalesce(c."booked_at", c."created_at")::date,
  "carrier_name" = c."carrier_name",
  "mode" = e."record"->>'mode',
  "distance_km" = (SELECT sum((leg->>'distance_km')::numeric) FROM jsonb_array_elements(e."record"->'calculation'->'legs') AS leg),
  "origin_country" = upper(nullif(trim(c."consignor_countrycode"), '')),
  "destination_country" = upper(nullif(trim(c."consignee_countrycode"), '')),
  "direction" = c."direction",
  "terms_type" = c."terms_type",
  "freight_payer" = (SELECT b."details"->>'payer' FROM "bookings" AS b WHERE b."consignment_id" = c."id")
FROM "consignments" AS c WHERE c."id" = e."consignment_id";
