CREATE TABLE "freight_invoice_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"invoiced_amount" bigint NOT NULL,
	"booked_amount" bigint,
	"booked_currency" text,
	"quoted_amount" bigint,
	"deviation_amount" bigint,
	"deviation_basis_points" integer,
	"unbooked_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"rule_id" integer,
	"rule_name" text,
	"rule_action" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"surcharge_type" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_invoice_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"carrier_id" integer,
	"surcharge_type" text,
	"deviation_percent_above" numeric(7, 2),
	"deviation_amount_above" numeric(14, 2),
	"action" text NOT NULL,
	"notify_site_users" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freight_invoice_checks" ADD CONSTRAINT "freight_invoice_checks_invoice_id_freight_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."freight_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_checks" ADD CONSTRAINT "freight_invoice_checks_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_checks" ADD CONSTRAINT "freight_invoice_checks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_checks" ADD CONSTRAINT "freight_invoice_checks_rule_id_freight_invoice_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."freight_invoice_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_checks" ADD CONSTRAINT "freight_invoice_checks_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_lines" ADD CONSTRAINT "freight_invoice_lines_invoice_id_freight_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."freight_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_lines" ADD CONSTRAINT "freight_invoice_lines_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_rules" ADD CONSTRAINT "freight_invoice_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoice_rules" ADD CONSTRAINT "freight_invoice_rules_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoices" ADD CONSTRAINT "freight_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoices" ADD CONSTRAINT "freight_invoices_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_invoices" ADD CONSTRAINT "freight_invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freight_invoice_checks_invoice_consignment_uq" ON "freight_invoice_checks" USING btree ("invoice_id","consignment_id");--> statement-breakpoint
CREATE INDEX "freight_invoice_checks_consignment_idx" ON "freight_invoice_checks" USING btree ("consignment_id","created_at");--> statement-breakpoint
CREATE INDEX "freight_invoice_lines_invoice_idx" ON "freight_invoice_lines" USING btree ("invoice_id","consignment_id");--> statement-breakpoint
CREATE INDEX "freight_invoice_rules_organization_idx" ON "freight_invoice_rules" USING btree ("organization_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_invoices_number_uq" ON "freight_invoices" USING btree ("organization_id","carrier_id",lower("invoice_number"));