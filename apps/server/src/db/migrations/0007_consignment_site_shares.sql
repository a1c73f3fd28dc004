CREATE TABLE "consignment_site_shares" (
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "consignment_site_shares_site_id_consignment_id_pk" PRIMARY KEY("site_id","consignment_id")
);
--> statement-breakpoint
ALTER TABLE "consignment_site_shares" ADD CONSTRAINT "consignment_site_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_site_shares" ADD CONSTRAINT "consignment_site_shares_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_site_shares" ADD CONSTRAINT "consignment_site_shares_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_site_shares_consignment_idx" ON "consignment_site_shares" USING btree ("consignment_id");