-- Servers remember for a few seconds whether any shipment is shared with a set of sites; every
-- change to the shares tells them to forget, whichever process or tool made it.
CREATE FUNCTION "notify_shipment_share_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shipment_share_change', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consignment_site_shares_share_change" AFTER INSERT OR UPDATE OR DELETE ON "consignment_site_shares" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shipment_share_change"();--> statement-breakpoint
CREATE TRIGGER "consignment_site_shares_share_truncate" AFTER TRUNCATE ON "consignment_site_shares" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shipment_share_change"();
