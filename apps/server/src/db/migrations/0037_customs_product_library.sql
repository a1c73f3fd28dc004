CREATE TABLE "customs_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"commodity_code" text,
	"origin_country" text,
	"unit_net_mass" numeric(14, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD COLUMN "article_number" text;--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD COLUMN "quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "customs_products" ADD CONSTRAINT "customs_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_products_article_uq" ON "customs_products" USING btree ("organization_id",upper("article_number"));