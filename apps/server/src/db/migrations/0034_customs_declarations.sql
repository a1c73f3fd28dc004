CREATE TABLE "customs_declaration_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"declaration_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declaration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"declaration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"version" integer,
	"body" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declaration_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"declaration_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"commodity_code" text,
	"description" text NOT NULL,
	"origin_country" text,
	"net_mass" numeric(14, 3),
	"gross_mass" numeric(14, 3),
	"statistical_value" bigint,
	"procedure_code" text,
	"additional_procedure_code" text,
	"packages" integer,
	"preference_code" text,
	"supporting_documents" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declaration_shipments" (
	"declaration_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "customs_declaration_shipments_declaration_id_consignment_id_pk" PRIMARY KEY("declaration_id","consignment_id")
);
--> statement-breakpoint
CREATE TABLE "customs_declaration_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"declaration_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"agent_company_id" integer,
	"created_by_user_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"declaration_type" text NOT NULL,
	"additional_type" text DEFAULT 'A' NOT NULL,
	"lrn" text NOT NULL,
	"mrn" text,
	"parties" jsonb NOT NULL,
	"incoterm" text,
	"incoterm_place" text,
	"customs_office" text,
	"transport_document_type" text,
	"transport_document_number" text,
	"previous_document" text,
	"invoice_number" text,
	"invoice_currency" text,
	"invoice_amount" bigint,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_declaration_documents" ADD CONSTRAINT "customs_declaration_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_documents" ADD CONSTRAINT "customs_declaration_documents_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_documents" ADD CONSTRAINT "customs_declaration_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_events" ADD CONSTRAINT "customs_declaration_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_events" ADD CONSTRAINT "customs_declaration_events_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_events" ADD CONSTRAINT "customs_declaration_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD CONSTRAINT "customs_declaration_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD CONSTRAINT "customs_declaration_items_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_shipments" ADD CONSTRAINT "customs_declaration_shipments_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_shipments" ADD CONSTRAINT "customs_declaration_shipments_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_shipments" ADD CONSTRAINT "customs_declaration_shipments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_versions" ADD CONSTRAINT "customs_declaration_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_versions" ADD CONSTRAINT "customs_declaration_versions_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declaration_versions" ADD CONSTRAINT "customs_declaration_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_declaration_documents_declaration_idx" ON "customs_declaration_documents" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "customs_declaration_events_declaration_idx" ON "customs_declaration_events" USING btree ("declaration_id","created_at");--> statement-breakpoint
CREATE INDEX "customs_declaration_items_declaration_idx" ON "customs_declaration_items" USING btree ("declaration_id","line_number");--> statement-breakpoint
CREATE INDEX "customs_declaration_shipments_consignment_idx" ON "customs_declaration_shipments" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declaration_versions_uq" ON "customs_declaration_versions" USING btree ("declaration_id","version");--> statement-breakpoint
CREATE INDEX "customs_declarations_site_idx" ON "customs_declarations" USING btree ("organization_id","site_id","updated_at");--> statement-breakpoint
CREATE INDEX "customs_declarations_agent_idx" ON "customs_declarations" USING btree ("agent_company_id","organization_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_lrn_uq" ON "customs_declarations" USING btree ("organization_id","lrn");