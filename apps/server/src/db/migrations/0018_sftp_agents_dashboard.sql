CREATE TABLE "sftp_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer,
	"username" text NOT NULL,
	"description" text,
	"password_hash" text,
	"public_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sftp_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"import_id" integer,
	"rows" integer,
	"created" integer,
	"updated" integer,
	"events_added" integer,
	"events_duplicate" integer,
	"unmatched_carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_key" text,
	"error_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_organization_grants" (
	"company_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_organization_grants_company_id_organization_id_pk" PRIMARY KEY("company_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "sftp_accounts" ADD CONSTRAINT "sftp_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_accounts" ADD CONSTRAINT "sftp_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_uploads" ADD CONSTRAINT "sftp_uploads_account_id_sftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sftp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_uploads" ADD CONSTRAINT "sftp_uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_uploads" ADD CONSTRAINT "sftp_uploads_import_id_consignment_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."consignment_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_organization_grants" ADD CONSTRAINT "agent_organization_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_organization_grants" ADD CONSTRAINT "agent_organization_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_organization_grants" ADD CONSTRAINT "agent_organization_grants_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_accounts_username_uq" ON "sftp_accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sftp_accounts_organization_idx" ON "sftp_accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sftp_uploads_account_idx" ON "sftp_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sftp_uploads_status_idx" ON "sftp_uploads" USING btree ("status","claimed_at");--> statement-breakpoint
CREATE INDEX "agent_organization_grants_organization_idx" ON "agent_organization_grants" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "consignments_created_idx" ON "consignments" USING btree ("created_at","organization_id");--> statement-breakpoint
CREATE INDEX "consignment_exceptions_opened_idx" ON "consignment_exceptions" USING btree ("opened_at","organization_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","organization_id");