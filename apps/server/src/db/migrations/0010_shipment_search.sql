-- Trigram search and the organization key in one GIN index (both extensions are trusted: a database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "consignments_site_updated_idx";--> statement-breakpoint
DROP INDEX "consignments_organization_carrier_idx";--> statement-breakpoint
DROP INDEX "consignments_organization_consignee_city_idx";--> statement-breakpoint
DROP INDEX "consignments_site_status_idx";--> statement-breakpoint
DROP INDEX "consignments_site_booked_idx";--> statement-breakpoint
DROP INDEX "consignments_site_exception_idx";--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(shipment_number || ' ' || coalesce(waybill_number, '') || ' ' || coalesce(container_number, '') || ' ' || coalesce(consignor_name, '') || ' ' || coalesce(consignee_name, '') || ' ' || coalesce(consignor_reference, '') || ' ' || coalesce(consignee_reference, '') || ' ' || coalesce(purchase_order_number, '') || ' ' || coalesce(sales_order_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "consignments_search_idx" ON "consignments" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consignments_site_updated_idx" ON "consignments" USING btree ("organization_id","site_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"snoozed_until");--> statement-breakpoint
CREATE INDEX "consignments_organization_carrier_idx" ON "consignments" USING btree ("organization_id","carrier_name","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"site_id","snoozed_until");--> statement-breakpoint
CREATE INDEX "consignments_organization_consignee_city_idx" ON "consignments" USING btree ("organization_id","consignee_city","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"site_id","snoozed_until");--> statement-breakpoint
CREATE INDEX "consignments_site_status_idx" ON "consignments" USING btree ("organization_id","site_id","status","updated_at" DESC NULLS FIRST,"snoozed_until");--> statement-breakpoint
CREATE INDEX "consignments_site_booked_idx" ON "consignments" USING btree ("organization_id","site_id","booked_at" DESC NULLS FIRST,"snoozed_until");--> statement-breakpoint
CREATE INDEX "consignments_site_exception_idx" ON "consignments" USING btree ("organization_id","site_id","updated_at" DESC NULLS FIRST,"snoozed_until") WHERE "consignments"."has_open_exception";