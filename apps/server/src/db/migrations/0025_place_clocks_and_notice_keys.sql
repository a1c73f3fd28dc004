ALTER TABLE "front_notifications" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "pickup_until" timestamp with time zone;--> statement-breakpoint
-- Booking events were described in English; their status names them in the reader's language.
UPDATE "consignment_events" SET "description" = NULL WHERE "source" = 'booking' AND "status_code" = 'BKD' AND "description" = 'Booked';
