CREATE TABLE "address_book_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"types" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || address || ' ' || coalesce(address2, '') || ' ' || zip || ' ' || city)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_book_companies" ADD CONSTRAINT "address_book_companies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_companies" ADD CONSTRAINT "address_book_companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_company_id_address_book_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."address_book_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_companies_organization_updated_idx" ON "address_book_companies" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "address_book_companies_name_prefix_idx" ON "address_book_companies" USING btree ("organization_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "address_book_companies_search_idx" ON "address_book_companies" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "address_book_companies_types_idx" ON "address_book_companies" USING gin ("organization_id","types");--> statement-breakpoint
CREATE INDEX "address_book_contacts_company_idx" ON "address_book_contacts" USING btree ("organization_id","company_id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_email_prefix_idx" ON "address_book_contacts" USING btree ("organization_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_contacts_default_uq" ON "address_book_contacts" USING btree ("company_id") WHERE "address_book_contacts"."is_default";