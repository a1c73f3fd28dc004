ALTER TABLE "price_calculations" DROP CONSTRAINT "price_calculations_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "manual_price_requests" DROP CONSTRAINT "manual_price_requests_site_id_sites_id_fk";
--> statement-breakpoint
DROP INDEX "price_calculations_organization_idx";--> statement-breakpoint
DROP INDEX "manual_price_requests_organization_idx";--> statement-breakpoint
-- A calculation or request made while acting as several sites had no site: it goes to its maker's
-- first site of the organization, else to the organization's first site.
UPDATE "price_calculations" AS c SET "site_id" = coalesce(
  (SELECT min(us."site_id") FROM "user_sites" us JOIN "sites" s ON s."id" = us."site_id" WHERE us."user_id" = c."user_id" AND s."organization_id" = c."organization_id"),
  (SELECT min(s."id") FROM "sites" s WHERE s."organization_id" = c."organization_id")
) WHERE c."site_id" IS NULL;--> statement-breakpoint
UPDATE "manual_price_requests" AS r SET "site_id" = coalesce(
  (SELECT min(us."site_id") FROM "user_sites" us JOIN "sites" s ON s."id" = us."site_id" WHERE us."user_id" = r."requested_by_user_id" AND s."organization_id" = r."organization_id"),
  (SELECT min(s."id") FROM "sites" s WHERE s."organization_id" = r."organization_id")
) WHERE r."site_id" IS NULL;--> statement-breakpoint
-- An organization without any site has nobody who could read these.
DELETE FROM "price_calculations" WHERE "site_id" IS NULL;--> statement-breakpoint
DELETE FROM "manual_price_requests" WHERE "site_id" IS NULL;--> statement-breakpoint
ALTER TABLE "price_calculations" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
-- A link's id was its token: keep its hash (hex SHA-256 of the token, as hashToken makes it) so
-- links already handed out keep working, and give the row a new id that opens nothing.
ALTER TABLE "price_calculation_shares" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "price_calculation_shares" SET "token_hash" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "id" = gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ALTER COLUMN "id" SET DATA TYPE uuid USING "id"::uuid;--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
ALTER TABLE "price_calculations" ADD CONSTRAINT "price_calculations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_price_requests" ADD CONSTRAINT "manual_price_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_calculations_organization_idx" ON "price_calculations" USING btree ("organization_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "manual_price_requests_organization_idx" ON "manual_price_requests" USING btree ("organization_id","site_id","created_at");--> statement-breakpoint
ALTER TABLE "price_calculation_shares" ADD CONSTRAINT "price_calculation_shares_token_hash_unique" UNIQUE("token_hash");
