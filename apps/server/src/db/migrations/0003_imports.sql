CREATE TABLE "carrier_detectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"pattern" text NOT NULL,
	"match" text DEFAULT 'contains' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_import_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"operator" text NOT NULL,
	"value" text NOT NULL,
	"site_id" integer,
	"direction" text,
	"priority" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"source" text NOT NULL,
	"filename" text,
	"created_by_user_id" integer,
	"rows" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"events_added" integer NOT NULL,
	"events_duplicate" integer NOT NULL,
	"unmatched_carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "status_dictionary" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"is_exception" boolean DEFAULT false NOT NULL,
	"exception_type" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw_name" text NOT NULL,
	"name_key" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatched_carriers_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "carrier_detectors" ADD CONSTRAINT "carrier_detectors_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_import_rules" ADD CONSTRAINT "consignment_import_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_import_rules" ADD CONSTRAINT "consignment_import_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_imports" ADD CONSTRAINT "consignment_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_imports" ADD CONSTRAINT "consignment_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_api_keys" ADD CONSTRAINT "organization_api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_dictionary" ADD CONSTRAINT "status_dictionary_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_detectors_carrier_idx" ON "carrier_detectors" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "consignment_import_rules_organization_idx" ON "consignment_import_rules" USING btree ("organization_id","kind","priority");--> statement-breakpoint
CREATE INDEX "consignment_imports_organization_idx" ON "consignment_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_api_keys_organization_idx" ON "organization_api_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_dictionary_code_uq" ON "status_dictionary" USING btree (coalesce("carrier_id", 0),lower("code"));