CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "front_notifications" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("scheduled_at") WHERE "announcements"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "front_notifications" ADD CONSTRAINT "front_notifications_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "front_notifications_announcement_idx" ON "front_notifications" USING btree ("announcement_id") WHERE "front_notifications"."announcement_id" is not null;