ALTER TABLE "carrier_service_ratings" ADD COLUMN "floor_space_charged_for" text DEFAULT 'all_goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_service_ratings" ADD COLUMN "stackable_floor_space_above_cm" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "carrier_service_ratings" ADD COLUMN "rounding_bands" jsonb;