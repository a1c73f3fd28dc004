-- A third grain, 'site_day': a day's shipments per site and currency, with carrier, mode, lane and
-- direction left empty. A year of daily rows is about as many rows as there were shipments, as
-- few shipments share all seven keys; what needs none of the four (a chart by day or week, the
-- headline figures) reads a few thousand rows instead.
-- The sums move into one function of the rows a statement added and removed, which the trigger's
-- three cases share; the rest is as before: rows summed per rollup row first, `x = x + delta` under
-- ON CONFLICT, in key order, and a change that sums to zero writes nothing.
CREATE FUNCTION "shipment_rollups_add"(added consignments[], removed consignments[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shipment_rollups AS r (organization_id, grain, period, site_id, carrier_name, transport_mode, lane, direction, currency, shipments, delivered, promised, on_time, lead_days_total, lead_days_0, lead_days_1, lead_days_2, lead_days_3, lead_days_4, lead_days_5, lead_days_6, lead_days_7, lead_days_8, lead_days_9, lead_days_10, lead_days_11, chargeable_kg, priced, booked_amount, priced_weighed_amount, priced_kg, quoted, quoted_amount, quoted_booked_amount)
  SELECT organization_id, g.grain, CASE g.grain WHEN 'month' THEN date_trunc('month', day::timestamp)::date ELSE day END, site_id,
    CASE g.grain WHEN 'site_day' THEN '' ELSE carrier_name END, CASE g.grain WHEN 'site_day' THEN '' ELSE transport_mode END,
    CASE g.grain WHEN 'site_day' THEN '' ELSE lane END, CASE g.grain WHEN 'site_day' THEN '' ELSE direction END, currency,
    coalesce(sum(sign), 0),
    coalesce(sum(sign) FILTER (WHERE delivered_day IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE delivered_day IS NOT NULL AND promised_delivery_date IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE delivered_day <= promised_delivery_date), 0),
    coalesce(sum(sign * lead) FILTER (WHERE delivered_day IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 0), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 1), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 2), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 3), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 4), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 5), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 6), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 7), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 8), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 9), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 10), 0),
    coalesce(sum(sign) FILTER (WHERE bucket = 11), 0),
    coalesce(sum(sign * chargeable_weight), 0),
    coalesce(sum(sign) FILTER (WHERE price_amount IS NOT NULL), 0),
    coalesce(sum(sign * price_amount), 0),
    coalesce(sum(sign * price_amount) FILTER (WHERE chargeable_weight > 0), 0),
    coalesce(sum(sign * chargeable_weight) FILTER (WHERE price_amount IS NOT NULL), 0),
    coalesce(sum(sign) FILTER (WHERE price_amount IS NOT NULL AND quoted_price_amount IS NOT NULL), 0),
    coalesce(sum(sign * quoted_price_amount) FILTER (WHERE price_amount IS NOT NULL), 0),
    coalesce(sum(sign * price_amount) FILTER (WHERE quoted_price_amount IS NOT NULL), 0)
  FROM (SELECT sign, organization_id, site_id, coalesce(carrier_name, '') AS carrier_name,
      coalesce(transport_mode, '') AS transport_mode,
      CASE WHEN consignor_countrycode IS NULL OR consignee_countrycode IS NULL THEN '' ELSE consignor_countrycode || '-' || consignee_countrycode END AS lane,
      direction, coalesce(price_currency, '') AS currency,
      (coalesce(booked_at, created_at) AT TIME ZONE 'UTC')::date AS day,
      (delivered_at AT TIME ZONE 'UTC')::date AS delivered_day, promised_delivery_date,
      lead, CASE WHEN lead IS NULL THEN NULL WHEN lead <= 5 THEN lead WHEN lead <= 7 THEN 6 WHEN lead <= 10 THEN 7 WHEN lead <= 14 THEN 8 WHEN lead <= 21 THEN 9 WHEN lead <= 35 THEN 10 ELSE 11 END AS bucket,
      chargeable_weight, price_amount, quoted_price_amount
    FROM (SELECT 1 AS sign, * FROM unnest(added) UNION ALL SELECT -1 AS sign, * FROM unnest(removed)) AS statement_rows
    CROSS JOIN LATERAL (SELECT CASE WHEN delivered_at IS NOT NULL THEN greatest(0, (delivered_at AT TIME ZONE 'UTC')::date - (coalesce(pickup_at, booked_at, created_at) AT TIME ZONE 'UTC')::date) END AS lead) AS l) AS changed
  CROSS JOIN (VALUES ('day'), ('month'), ('site_day')) AS g (grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING coalesce(sum(sign), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE delivered_day IS NOT NULL), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE delivered_day IS NOT NULL AND promised_delivery_date IS NOT NULL), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE delivered_day <= promised_delivery_date), 0) <> 0 OR coalesce(sum(sign * lead) FILTER (WHERE delivered_day IS NOT NULL), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 0), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 1), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 2), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 3), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 4), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 5), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 6), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 7), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 8), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 9), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 10), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE bucket = 11), 0) <> 0 OR coalesce(sum(sign * chargeable_weight), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE price_amount IS NOT NULL), 0) <> 0 OR coalesce(sum(sign * price_amount), 0) <> 0 OR coalesce(sum(sign * price_amount) FILTER (WHERE chargeable_weight > 0), 0) <> 0 OR coalesce(sum(sign * chargeable_weight) FILTER (WHERE price_amount IS NOT NULL), 0) <> 0 OR coalesce(sum(sign) FILTER (WHERE price_amount IS NOT NULL AND quoted_price_amount IS NOT NULL), 0) <> 0 OR coalesce(sum(sign * quoted_price_amount) FILTER (WHERE price_amount IS NOT NULL), 0) <> 0 OR coalesce(sum(sign * price_amount) FILTER (WHERE quoted_price_amount IS NOT NULL), 0) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (organization_id, grain, period, site_id, carrier_name, transport_mode, lane, direction, currency)
  DO UPDATE SET shipments = r.shipments + excluded.shipments, delivered = r.delivered + excluded.delivered, promised = r.promised + excluded.promised, on_time = r.on_time + excluded.on_time, lead_days_total = r.lead_days_total + excluded.lead_days_total, lead_days_0 = r.lead_days_0 + excluded.lead_days_0, lead_days_1 = r.lead_days_1 + excluded.lead_days_1, lead_days_2 = r.lead_days_2 + excluded.lead_days_2, lead_days_3 = r.lead_days_3 + excluded.lead_days_3, lead_days_4 = r.lead_days_4 + excluded.lead_days_4, lead_days_5 = r.lead_days_5 + excluded.lead_days_5, lead_days_6 = r.lead_days_6 + excluded.lead_days_6, lead_days_7 = r.lead_days_7 + excluded.lead_days_7, lead_days_8 = r.lead_days_8 + excluded.lead_days_8, lead_days_9 = r.lead_days_9 + excluded.lead_days_9, lead_days_10 = r.lead_days_10 + excluded.lead_days_10, lead_days_11 = r.lead_days_11 + excluded.lead_days_11, chargeable_kg = r.chargeable_kg + excluded.chargeable_kg, priced = r.priced + excluded.priced, booked_amount = r.booked_amount + excluded.booked_amount, priced_weighed_amount = r.priced_weighed_amount + excluded.priced_weighed_amount, priced_kg = r.priced_kg + excluded.priced_kg, quoted = r.quoted + excluded.quoted, quoted_amount = r.quoted_amount + excluded.quoted_amount, quoted_booked_amount = r.quoted_booked_amount + excluded.quoted_booked_amount;
$$;--> statement-breakpoint
-- Writers wait until the sites' days below are complete, so no change is counted twice or missed.
LOCK TABLE "consignments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "shipment_rollups_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shipment_rollups_add(ARRAY(SELECT n::consignments FROM new_rows AS n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shipment_rollups_add('{}', ARRAY(SELECT o::consignments FROM old_rows AS o));
  ELSE
    PERFORM shipment_rollups_add(ARRAY(SELECT n::consignments FROM new_rows AS n), ARRAY(SELECT o::consignments FROM old_rows AS o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The sites' days so far, from the daily rows: every figure is a sum.
DO $$
DECLARE
  figures text[];
BEGIN
  SELECT array_agg(quote_ident(column_name) ORDER BY ordinal_position) INTO figures
  FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'shipment_rollups'
    AND column_name NOT IN ('grain', 'period', 'organization_id', 'site_id', 'carrier_name', 'transport_mode', 'lane', 'direction', 'currency');
  EXECUTE format(
    'INSERT INTO shipment_rollups (grain, period, organization_id, site_id, carrier_name, transport_mode, lane, direction, currency, %s) '
    'SELECT ''site_day'', period, organization_id, site_id, '''', '''', '''', '''', currency, %s FROM shipment_rollups WHERE grain = ''day'' '
    'GROUP BY organization_id, period, site_id, currency ORDER BY organization_id, period, site_id, currency',
    array_to_string(figures, ', '),
    (SELECT string_agg(format('sum(%s)', figure), ', ') FROM unnest(figures) AS figure));
END
$$;
