CREATE TABLE "notification_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"delivery" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_event_type_pk" PRIMARY KEY("user_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_delivery" text DEFAULT 'immediate' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "purchase_unbooked_alert_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "front_notifications" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "front_notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "consignment_reminders" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignment_share_links" ADD COLUMN "view_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "unbooked_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_due_idx" ON "notification_mails" USING btree ("due_at") WHERE "notification_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "front_notifications_user_type_idx" ON "front_notifications" USING btree ("user_id","event_type");--> statement-breakpoint
CREATE INDEX "consignment_reminders_unnotified_idx" ON "consignment_reminders" USING btree ("remind_at") WHERE "consignment_reminders"."done_at" is null and "consignment_reminders"."notified_at" is null;