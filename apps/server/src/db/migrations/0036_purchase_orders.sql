CREATE TABLE "purchase_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"article_name" text NOT NULL,
	"primary_color" text,
	"secondary_color" text,
	"hs_code" text,
	"origin_country" text,
	"net_weight_kg" numeric(12, 3),
	"gross_weight_kg" numeric(12, 3),
	"length_cm" numeric(12, 3),
	"width_cm" numeric(12, 3),
	"height_cm" numeric(12, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_line_shipments" (
	"organization_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"booking_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_line_shipments_line_id_consignment_id_pk" PRIMARY KEY("line_id","consignment_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"delivery" integer DEFAULT 1 NOT NULL,
	"article_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"line_amount" bigint NOT NULL,
	"commission" text,
	"shipment_date" date,
	"split_from_line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"supplier_id" integer NOT NULL,
	"buyer_user_id" integer,
	"reseller_id" integer,
	"currency" text NOT NULL,
	"incoterm" text,
	"incoterm_place" text,
	"cargo_ready_requested" date,
	"cargo_ready_confirmed" date,
	"must_arrive_by" date,
	"parent_order_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_supplier_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_supplier_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "purchase_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"supplier_number" text NOT NULL,
	"name" text NOT NULL,
	"vat_number" text,
	"email" text,
	"phone" text,
	"country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_articles" ADD CONSTRAINT "purchase_articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line_shipments" ADD CONSTRAINT "purchase_line_shipments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line_shipments" ADD CONSTRAINT "purchase_line_shipments_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line_shipments" ADD CONSTRAINT "purchase_line_shipments_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_line_shipments" ADD CONSTRAINT "purchase_line_shipments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_article_id_purchase_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."purchase_articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ADD CONSTRAINT "purchase_order_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ADD CONSTRAINT "purchase_order_versions_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ADD CONSTRAINT "purchase_order_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_purchase_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."purchase_suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_reseller_id_purchase_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."purchase_resellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_resellers" ADD CONSTRAINT "purchase_resellers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_supplier_addresses" ADD CONSTRAINT "purchase_supplier_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_supplier_addresses" ADD CONSTRAINT "purchase_supplier_addresses_supplier_id_purchase_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."purchase_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_supplier_managers" ADD CONSTRAINT "purchase_supplier_managers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_supplier_managers" ADD CONSTRAINT "purchase_supplier_managers_supplier_id_purchase_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."purchase_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_suppliers" ADD CONSTRAINT "purchase_suppliers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_articles_number_uq" ON "purchase_articles" USING btree ("organization_id","article_number");--> statement-breakpoint
CREATE INDEX "purchase_articles_organization_updated_idx" ON "purchase_articles" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_line_shipments_consignment_idx" ON "purchase_line_shipments" USING btree ("organization_id","consignment_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("organization_id","order_id","line_number");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_article_idx" ON "purchase_order_lines" USING btree ("organization_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_versions_order_uq" ON "purchase_order_versions" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_uq" ON "purchase_orders" USING btree ("organization_id","order_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_site_updated_idx" ON "purchase_orders" USING btree ("organization_id","site_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("organization_id","supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_parent_idx" ON "purchase_orders" USING btree ("parent_order_id") WHERE "purchase_orders"."parent_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_resellers_name_uq" ON "purchase_resellers" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "purchase_supplier_addresses_supplier_idx" ON "purchase_supplier_addresses" USING btree ("organization_id","supplier_id","position");--> statement-breakpoint
CREATE INDEX "purchase_supplier_managers_supplier_idx" ON "purchase_supplier_managers" USING btree ("organization_id","supplier_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_suppliers_number_uq" ON "purchase_suppliers" USING btree ("organization_id","supplier_number");--> statement-breakpoint
CREATE INDEX "purchase_suppliers_organization_updated_idx" ON "purchase_suppliers" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);