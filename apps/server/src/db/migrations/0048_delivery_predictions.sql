CREATE TABLE "delivery_prediction_progress" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"statistics_at" timestamp with time zone,
	"shipments_seen_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_predictions" (
	"consignment_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"predicted_on" date NOT NULL,
	"earliest_on" date NOT NULL,
	"latest_on" date NOT NULL,
	"unit" text NOT NULL,
	"basis" text NOT NULL,
	"shipments" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_statistics" (
	"organization_id" integer NOT NULL,
	"basis" text NOT NULL,
	"group_key" text NOT NULL,
	"unit" text NOT NULL,
	"shipments" integer NOT NULL,
	"median" double precision NOT NULL,
	"low" double precision NOT NULL,
	"high" double precision NOT NULL,
	CONSTRAINT "transit_statistics_organization_id_basis_group_key_pk" PRIMARY KEY("organization_id","basis","group_key")
);
--> statement-breakpoint
ALTER TABLE "delivery_prediction_progress" ADD CONSTRAINT "delivery_prediction_progress_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_predictions" ADD CONSTRAINT "delivery_predictions_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_predictions" ADD CONSTRAINT "delivery_predictions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_statistics" ADD CONSTRAINT "transit_statistics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_predictions_organization_idx" ON "delivery_predictions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "consignments_delivered_idx" ON "consignments" USING btree ("organization_id","delivered_at") WHERE "consignments"."status" = 'DELIVERED';