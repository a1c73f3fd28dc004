-- Emission records summed by day, site, source and mode (emission_day_sums) and the values the
-- emissions screen's filters can take (emission_filter_values), kept exact in the statement that
-- changes a record, as emission_sums is: a statement's rows are summed first, `x = x + delta` under
-- ON CONFLICT keeps concurrent writers exact, rows are written in key order so two statements never
-- wait on each other crosswise, and a row whose records have all gone is deleted.
CREATE FUNCTION "emission_day_sums_booked_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  ELSE
    -- Most updates (a recalculation that changes nothing reported) sum to nothing and write no row.
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  END IF;
  DELETE FROM emission_day_sums WHERE shipments = 0;
  DELETE FROM emission_filter_values WHERE shipments = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_day_sums_outside_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  ELSE
    -- Most updates (a recalculation that changes nothing reported) sum to nothing and write no row.
    INSERT INTO emission_day_sums AS s (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    GROUP BY organization_id, day, site_id, source, mode, calculated
    HAVING sum(shipments) <> 0 OR sum(co2e_wtw_kg) <> 0 OR sum(co2e_ttw_kg) <> 0 OR sum(co2e_wtt_kg) <> 0 OR sum(tkm) <> 0
    ORDER BY organization_id, day, site_id, source, mode, calculated
    ON CONFLICT ON CONSTRAINT emission_day_sums_group_uq DO UPDATE SET
      co2e_wtw_kg = s.co2e_wtw_kg + excluded.co2e_wtw_kg, co2e_ttw_kg = s.co2e_ttw_kg + excluded.co2e_ttw_kg,
      co2e_wtt_kg = s.co2e_wtt_kg + excluded.co2e_wtt_kg, tkm = s.tkm + excluded.tkm, shipments = s.shipments + excluded.shipments;
    INSERT INTO emission_filter_values AS s (organization_id, site_id, filter, value, shipments)
    SELECT delta.organization_id, delta.site_id, f.filter, f.value, sum(delta.shipments)
    FROM (
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM new_rows
      UNION ALL
      SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, -coalesce(co2e_wtw_kg, 0), -coalesce(co2e_ttw_kg, 0), -coalesce(co2e_wtt_kg, 0), -coalesce(tkm, 0), -1 FROM old_rows
    ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
    CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
      ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY delta.organization_id, delta.site_id, f.filter, f.value
    HAVING sum(delta.shipments) <> 0
    ORDER BY delta.organization_id, delta.site_id, f.filter, f.value
    ON CONFLICT ON CONSTRAINT emission_filter_values_uq DO UPDATE SET shipments = s.shipments + excluded.shipments;
  END IF;
  DELETE FROM emission_day_sums WHERE shipments = 0;
  DELETE FROM emission_filter_values WHERE shipments = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_day_sums_clear_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM emission_day_sums WHERE source = 'booked';
  -- A value counts the records of both sources: it is counted again from those that remain.
  DELETE FROM emission_filter_values;
  INSERT INTO emission_filter_values (organization_id, site_id, filter, value, shipments)
  SELECT delta.organization_id, delta.site_id, f.filter, f.value, count(*)
  FROM (
    SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM shipment_emissions
    UNION ALL
    SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM outside_shipments
  ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
  CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
    ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
  WHERE f.value IS NOT NULL
  GROUP BY delta.organization_id, delta.site_id, f.filter, f.value;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "emission_day_sums_clear_outside"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM emission_day_sums WHERE source = 'outside';
  -- A value counts the records of both sources: it is counted again from those that remain.
  DELETE FROM emission_filter_values;
  INSERT INTO emission_filter_values (organization_id, site_id, filter, value, shipments)
  SELECT delta.organization_id, delta.site_id, f.filter, f.value, count(*)
  FROM (
    SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM shipment_emissions
    UNION ALL
    SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM outside_shipments
  ) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
  CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
    ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
  WHERE f.value IS NOT NULL
  GROUP BY delta.organization_id, delta.site_id, f.filter, f.value;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_day_sums_insert" AFTER INSERT ON "shipment_emissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_day_sums_update" AFTER UPDATE ON "shipment_emissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_day_sums_delete" AFTER DELETE ON "shipment_emissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_booked_change"();--> statement-breakpoint
CREATE TRIGGER "shipment_emissions_day_sums_truncate" AFTER TRUNCATE ON "shipment_emissions" FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_clear_booked"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_day_sums_insert" AFTER INSERT ON "outside_shipments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_day_sums_update" AFTER UPDATE ON "outside_shipments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_day_sums_delete" AFTER DELETE ON "outside_shipments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_outside_change"();--> statement-breakpoint
CREATE TRIGGER "outside_shipments_day_sums_truncate" AFTER TRUNCATE ON "outside_shipments" FOR EACH STATEMENT EXECUTE FUNCTION "emission_day_sums_clear_outside"();--> statement-breakpoint
-- The triggers' lock keeps writers out until the migration commits, so the first sums are exact.
INSERT INTO emission_day_sums (organization_id, day, site_id, source, mode, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
SELECT organization_id, day, site_id, source, mode, calculated, sum(co2e_wtw_kg), sum(co2e_ttw_kg), sum(co2e_wtt_kg), sum(tkm), sum(shipments)
FROM (
  SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM shipment_emissions
  UNION ALL
  SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM outside_shipments
) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
GROUP BY organization_id, day, site_id, source, mode, calculated;--> statement-breakpoint
INSERT INTO emission_filter_values (organization_id, site_id, filter, value, shipments)
SELECT delta.organization_id, delta.site_id, f.filter, f.value, count(*)
FROM (
  SELECT organization_id, site_id, shipment_date, 'booked', mode, carrier_name, origin_country, destination_country, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM shipment_emissions
  UNION ALL
  SELECT organization_id, site_id, shipment_date, 'outside', mode, carrier_name, origin_countrycode, destination_countrycode, data_quality, error_reason IS NULL, coalesce(co2e_wtw_kg, 0), coalesce(co2e_ttw_kg, 0), coalesce(co2e_wtt_kg, 0), coalesce(tkm, 0), 1 FROM outside_shipments
) AS delta (organization_id, site_id, day, source, mode, carrier_name, origin_country, destination_country, data_quality, calculated, co2e_wtw_kg, co2e_ttw_kg, co2e_wtt_kg, tkm, shipments)
CROSS JOIN LATERAL (VALUES ('carrier', delta.carrier_name), ('mode', delta.mode), ('origin_country', delta.origin_country),
  ('destination_country', delta.destination_country), ('source', delta.source), ('data_quality', delta.data_quality)) AS f (filter, value)
WHERE f.value IS NOT NULL
GROUP BY delta.organization_id, delta.site_id, f.filter, f.value;
