ALTER TABLE "sites" ADD COLUMN "country_code" text;--> statement-breakpoint
UPDATE "sites" SET "country_code" = "organizations"."country_code" FROM "organizations" WHERE "organizations"."id" = "sites"."organization_id";--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "country_code" SET NOT NULL;
