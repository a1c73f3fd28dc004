CREATE TABLE "outside_shipment_imports" (
	"user_id" integer NOT NULL,
	"progress_id" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_shipment_imports_user_id_progress_id_pk" PRIMARY KEY("user_id","progress_id")
);
--> statement-breakpoint
ALTER TABLE "outside_shipment_imports" ADD CONSTRAINT "outside_shipment_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;