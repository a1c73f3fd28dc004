-- Servers keep what a quote reads of an organization (its rate settings, sites, markups,
-- agreements and emission factor sets) for a few seconds; every change to those tables tells them
-- to forget, whichever process or tool made it.
CREATE FUNCTION "notify_rating_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rating_change', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "organization_rate_settings_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "organization_rate_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "sites_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "markups_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "markups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "markup_carrier_services_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "markup_carrier_services" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "booking_agreements_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_agreements" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "emission_factor_sets_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "emission_factor_sets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "emission_factor_set_mappings_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "emission_factor_set_mappings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();--> statement-breakpoint
CREATE TRIGGER "emission_factors_rating_change" AFTER INSERT OR UPDATE OR DELETE ON "emission_factors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rating_change"();
