ALTER TABLE "sites" ADD COLUMN "locked_freight_print_types" text[];--> statement-breakpoint
ALTER TABLE "address_book_companies" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "address_book_companies" ADD COLUMN "company_model" text DEFAULT 'business' NOT NULL;