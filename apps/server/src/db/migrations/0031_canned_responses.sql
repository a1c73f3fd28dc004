CREATE TABLE "canned_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"organization_id" integer,
	"owner_user_id" integer,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"canned_response_id" integer,
	"sent_by_user_id" integer,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_messages" ADD CONSTRAINT "consignment_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_messages" ADD CONSTRAINT "consignment_messages_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_messages" ADD CONSTRAINT "consignment_messages_canned_response_id_canned_responses_id_fk" FOREIGN KEY ("canned_response_id") REFERENCES "public"."canned_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_messages" ADD CONSTRAINT "consignment_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_responses_organization_idx" ON "canned_responses" USING btree ("organization_id","scope","name");--> statement-breakpoint
CREATE INDEX "canned_responses_platform_idx" ON "canned_responses" USING btree ("name") WHERE "canned_responses"."scope" = 'platform';--> statement-breakpoint
CREATE INDEX "canned_responses_owner_idx" ON "canned_responses" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "consignment_messages_consignment_idx" ON "consignment_messages" USING btree ("consignment_id","created_at");--> statement-breakpoint
CREATE INDEX "consignment_messages_response_idx" ON "consignment_messages" USING btree ("canned_response_id","organization_id","created_at");