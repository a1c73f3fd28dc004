CREATE TABLE "booking_documents" (
	"booking_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "booking_documents_booking_id_document_id_pk" PRIMARY KEY("booking_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "booking_number_counters" (
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_number_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "booking_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"sscc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"booking_number" text NOT NULL,
	"calculation_id" uuid,
	"priced_calculation_id" uuid,
	"customer_number" text NOT NULL,
	"booked_by_user_id" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_hand_overs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"connector" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_service_connectors" (
	"carrier_service_id" integer PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_booking_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"gs1_company_prefix" text NOT NULL,
	"last_sscc_counter" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_document_id_consignment_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consignment_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_number_counters" ADD CONSTRAINT "booking_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_packages" ADD CONSTRAINT "booking_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_packages" ADD CONSTRAINT "booking_packages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calculation_id_price_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."price_calculations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_priced_calculation_id_price_calculations_id_fk" FOREIGN KEY ("priced_calculation_id") REFERENCES "public"."price_calculations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_hand_overs" ADD CONSTRAINT "carrier_hand_overs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_hand_overs" ADD CONSTRAINT "carrier_hand_overs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_hand_overs" ADD CONSTRAINT "carrier_hand_overs_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_service_connectors" ADD CONSTRAINT "carrier_service_connectors_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_booking_settings" ADD CONSTRAINT "organization_booking_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_packages_sscc_uq" ON "booking_packages" USING btree ("sscc");--> statement-breakpoint
CREATE INDEX "booking_packages_booking_idx" ON "booking_packages" USING btree ("booking_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_number_uq" ON "bookings" USING btree ("organization_id","booking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_consignment_uq" ON "bookings" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_hand_overs_booking_uq" ON "carrier_hand_overs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "carrier_hand_overs_consignment_idx" ON "carrier_hand_overs" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "carrier_hand_overs_due_idx" ON "carrier_hand_overs" USING btree ("next_attempt_at") WHERE "carrier_hand_overs"."status" = 'pending';