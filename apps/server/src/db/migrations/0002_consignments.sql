CREATE TABLE "consignment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status_code" text,
	"status" text,
	"description" text,
	"city" text,
	"countrycode" text,
	"latitude" double precision,
	"longitude" double precision,
	"source" text NOT NULL,
	"created_by_user_id" integer,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"goods_type" text,
	"package_type" text,
	"description" text,
	"shipping_mark" text,
	"units" integer DEFAULT 1 NOT NULL,
	"weight" numeric(14, 3),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"volume" numeric(14, 3),
	"load_meters" numeric(14, 3),
	"pallet_spaces" numeric(14, 3),
	"stackable" boolean DEFAULT true NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"container_size" text
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"shipment_number" text NOT NULL,
	"external_key" text,
	"source" text NOT NULL,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"carrier_id" integer,
	"carrier_service_id" integer,
	"carrier_name" text,
	"transport_mode" text,
	"status" text DEFAULT 'NOT_CONFIRMED' NOT NULL,
	"status_raw" text,
	"consignor_name" text,
	"consignor_address" text,
	"consignor_zip" text,
	"consignor_city" text,
	"consignor_countrycode" text,
	"consignee_name" text,
	"consignee_address" text,
	"consignee_zip" text,
	"consignee_city" text,
	"consignee_countrycode" text,
	"pickup_address" jsonb,
	"delivery_address" jsonb,
	"total_weight" numeric(14, 3),
	"total_volume" numeric(14, 3),
	"load_meters" numeric(14, 3),
	"pallet_spaces" numeric(14, 3),
	"packages" integer,
	"consignor_reference" text,
	"consignee_reference" text,
	"purchase_order_number" text,
	"sales_order_number" text,
	"project_number" text,
	"price_amount" bigint,
	"price_currency" text,
	"terms_type" text,
	"terms_location" text,
	"owner_user_id" integer,
	"booked_at" timestamp with time zone,
	"pickup_at" timestamp with time zone,
	"eta_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"timeline" jsonb,
	"waybill_number" text,
	"container_number" text,
	"has_open_exception" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "consignment_events" ADD CONSTRAINT "consignment_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_events" ADD CONSTRAINT "consignment_events_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_events" ADD CONSTRAINT "consignment_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_items" ADD CONSTRAINT "consignment_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_items" ADD CONSTRAINT "consignment_items_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_events_dedupe_uq" ON "consignment_events" USING btree ("consignment_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "consignment_events_timeline_idx" ON "consignment_events" USING btree ("consignment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "consignment_items_consignment_idx" ON "consignment_items" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignments_site_updated_idx" ON "consignments" USING btree ("organization_id","site_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consignments_site_status_idx" ON "consignments" USING btree ("organization_id","site_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consignments_site_booked_idx" ON "consignments" USING btree ("organization_id","site_id","booked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consignments_site_exception_idx" ON "consignments" USING btree ("organization_id","site_id","updated_at" DESC NULLS FIRST) WHERE "consignments"."has_open_exception";--> statement-breakpoint
CREATE INDEX "consignments_number_idx" ON "consignments" USING btree ("organization_id","shipment_number");--> statement-breakpoint
CREATE INDEX "consignments_waybill_idx" ON "consignments" USING btree ("organization_id","waybill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_external_key_uq" ON "consignments" USING btree ("organization_id","external_key");