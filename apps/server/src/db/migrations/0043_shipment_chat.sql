CREATE TABLE "shipment_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_chat_reads" (
	"user_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"last_read_message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_chat_reads_user_id_consignment_id_pk" PRIMARY KEY("user_id","consignment_id")
);
--> statement-breakpoint
ALTER TABLE "shipment_chat_messages" ADD CONSTRAINT "shipment_chat_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_chat_messages" ADD CONSTRAINT "shipment_chat_messages_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_chat_messages" ADD CONSTRAINT "shipment_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_chat_reads" ADD CONSTRAINT "shipment_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_chat_reads" ADD CONSTRAINT "shipment_chat_reads_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_chat_messages_consignment_idx" ON "shipment_chat_messages" USING btree ("consignment_id","id");--> statement-breakpoint
CREATE INDEX "shipment_chat_messages_organization_idx" ON "shipment_chat_messages" USING btree ("organization_id");