CREATE TABLE "consignment_bookmarks" (
	"user_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_bookmarks_user_id_consignment_id_pk" PRIMARY KEY("user_id","consignment_id")
);
--> statement-breakpoint
CREATE TABLE "consignment_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"is_internal" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"event_id" integer,
	"type" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"description" text,
	"owner_user_id" integer,
	"claim_reference" text,
	"forwarded_to" text,
	"resolution" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"user_id" integer,
	"remind_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consignment_views" (
	"user_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_views_user_id_consignment_id_pk" PRIMARY KEY("user_id","consignment_id")
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignment_bookmarks" ADD CONSTRAINT "consignment_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_bookmarks" ADD CONSTRAINT "consignment_bookmarks_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_comments" ADD CONSTRAINT "consignment_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_comments" ADD CONSTRAINT "consignment_comments_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_comments" ADD CONSTRAINT "consignment_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_documents" ADD CONSTRAINT "consignment_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_documents" ADD CONSTRAINT "consignment_documents_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_documents" ADD CONSTRAINT "consignment_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_exceptions" ADD CONSTRAINT "consignment_exceptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_exceptions" ADD CONSTRAINT "consignment_exceptions_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_exceptions" ADD CONSTRAINT "consignment_exceptions_event_id_consignment_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consignment_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_exceptions" ADD CONSTRAINT "consignment_exceptions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_reminders" ADD CONSTRAINT "consignment_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_reminders" ADD CONSTRAINT "consignment_reminders_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_reminders" ADD CONSTRAINT "consignment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_share_links" ADD CONSTRAINT "consignment_share_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_share_links" ADD CONSTRAINT "consignment_share_links_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_share_links" ADD CONSTRAINT "consignment_share_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_views" ADD CONSTRAINT "consignment_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_views" ADD CONSTRAINT "consignment_views_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_comments_consignment_idx" ON "consignment_comments" USING btree ("consignment_id","created_at");--> statement-breakpoint
CREATE INDEX "consignment_documents_consignment_idx" ON "consignment_documents" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_exceptions_consignment_idx" ON "consignment_exceptions" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_exceptions_open_idx" ON "consignment_exceptions" USING btree ("organization_id","state","opened_at");--> statement-breakpoint
CREATE INDEX "consignment_reminders_consignment_idx" ON "consignment_reminders" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_reminders_due_idx" ON "consignment_reminders" USING btree ("organization_id","remind_at") WHERE "consignment_reminders"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_share_links_uuid_uq" ON "consignment_share_links" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "consignment_share_links_consignment_idx" ON "consignment_share_links" USING btree ("consignment_id");