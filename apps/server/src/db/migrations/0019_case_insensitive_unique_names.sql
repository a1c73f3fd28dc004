ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
ALTER TABLE "carriers" DROP CONSTRAINT "carriers_name_unique";--> statement-breakpoint
DROP INDEX "sites_organization_key_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_code_uq" ON "carrier_services" USING btree ("carrier_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_uq" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sites_organization_key_uq" ON "sites" USING btree ("organization_id",lower("key"));