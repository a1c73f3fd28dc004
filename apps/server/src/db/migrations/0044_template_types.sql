CREATE TABLE "template_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_templates" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "template_types" ADD CONSTRAINT "template_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_types_name_uq" ON "template_types" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_type_id_template_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."template_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_templates_type_idx" ON "flow_templates" USING btree ("type_id");