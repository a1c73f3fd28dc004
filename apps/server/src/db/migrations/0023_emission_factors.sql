CREATE TABLE "emission_factor_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"citation" text NOT NULL,
	"licence" text NOT NULL,
	"data_quality" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"mode" text,
	"vehicle_class" text,
	"fuel" text,
	"region" text,
	"hub_type" text,
	"unit" text NOT NULL,
	"wtw" numeric(14, 6) NOT NULL,
	"ttw" numeric(14, 6) NOT NULL,
	"distance_basis" text
);
--> statement-breakpoint
ALTER TABLE "emission_factor_sets" ADD CONSTRAINT "emission_factor_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD CONSTRAINT "emission_factors_set_id_emission_factor_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."emission_factor_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factor_sets_name_version_uq" ON "emission_factor_sets" USING btree (coalesce("organization_id", 0),"name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factor_sets_default_uq" ON "emission_factor_sets" USING btree ("is_default") WHERE "emission_factor_sets"."is_default" and "emission_factor_sets"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "emission_factors_set_idx" ON "emission_factors" USING btree ("set_id","kind");