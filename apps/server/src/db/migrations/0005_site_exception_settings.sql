CREATE TABLE "site_exception_settings" (
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"exception_type" text NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	CONSTRAINT "site_exception_settings_site_id_exception_type_pk" PRIMARY KEY("site_id","exception_type")
);
--> statement-breakpoint
ALTER TABLE "site_exception_settings" ADD CONSTRAINT "site_exception_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_exception_settings" ADD CONSTRAINT "site_exception_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;