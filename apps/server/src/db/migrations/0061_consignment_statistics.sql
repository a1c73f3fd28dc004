-- What the planner cannot tell from one column at a time: a site belongs to one organization (so
-- "this organization and these sites" is not the product of the two shares), and how shipments
-- spread over their reporting day (booked, else created). With them, sums over a few rows joined
-- to shipments (exceptions) look the shipments up one by one instead of reading a whole
-- organization's shipments.
CREATE STATISTICS IF NOT EXISTS "consignments_site_organization_stats" (dependencies) ON "organization_id", "site_id" FROM "consignments";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "consignments_shipment_day_stats" ON ((coalesce("booked_at", "created_at") AT TIME ZONE 'UTC')::date) FROM "consignments";--> statement-breakpoint
ANALYZE "consignments";
