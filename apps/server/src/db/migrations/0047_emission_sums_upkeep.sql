-- Emission records summed by month and by what the emissions screen filters and groups by, kept
-- exact in the statement that changes a record. Statement-level triggers sum a statement's rows
-- first, so a recalculation or an import of thousands of records adds to each group once; `x = x +
-- delta` under ON CONFLICT keeps concurrent writers exact, and groups are written in key order so
-- two statements never wait on each other crosswise. A group whose records have all gone is deleted.
CREATE FUNCTION "emission_sums_booked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  ELSE
    -- Most updates (a recalculation that changes nothing reported) sum to nothing and write no row.
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  END IF;
  DELETE FROM emission_sums WHERE shipments = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_sums_outside_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  ELSE
    -- Most updates (a recalculation that changes nothing reported) sum to nothing and write no row.
    INSERT INTO emission_sums AS s (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated
    ON CONFLICT ON CONSTRAINT emission_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
  END IF;
  DELETE FROM emission_sums WHERE shipments = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_sums_clear_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM emission_sums WHERE source = 'booked';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_sums_clear_outside"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM emission_sums WHERE source = 'outside';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_sums_insert" AFTER INSERT ON "shipment_emissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_sums_update" AFTER UPDATE ON "shipment_emissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_sums_delete" AFTER DELETE ON "shipment_emissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_sums_truncate" AFTER TRUNCATE ON "shipment_emissions" FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_clear_booked"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_sums_insert" AFTER INSERT ON "outside_shipments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_sums_update" AFTER UPDATE ON "outside_shipments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_sums_delete" AFTER DELETE ON "outside_shipments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_sums_truncate" AFTER TRUNCATE ON "outside_shipments" FOR EACH STATEMENT EXECUTE FUNCTION "emission_sums_clear_outside"();--> statement-breakpoint
-- The triggers' lock keeps writers out until the migration commits, so the first sums are exact.
INSERT INTO emission_sums (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
SELECT organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
FROM (
  SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM shipment_emissions
  UNION ALL
  SELECT organization_id, date_trunc('month', shipment_date::timestamp)::date, site_id, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, factor_set_name, factor_set_version, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM outside_shipments
) AS records (organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
GROUP BY organization_id, month, site_id, source, mode, carrier_name, origin_country, destination_country, data_quality, factor_set_name, factor_set_version, calculated;
