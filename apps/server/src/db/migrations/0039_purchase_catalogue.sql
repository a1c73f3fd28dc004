CREATE TABLE "purchase_article_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"small_path" text NOT NULL,
	"medium_path" text NOT NULL,
	"full_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_article_photos" ADD CONSTRAINT "purchase_article_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_article_photos" ADD CONSTRAINT "purchase_article_photos_article_id_purchase_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."purchase_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_article_photos_article_idx" ON "purchase_article_photos" USING btree ("organization_id","article_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_article_photos_primary_uq" ON "purchase_article_photos" USING btree ("article_id") WHERE "purchase_article_photos"."is_primary";