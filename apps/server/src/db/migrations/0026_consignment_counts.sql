CREATE TABLE "consignment_counts" (
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"exceptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consignment_counts_organization_id_site_id_status_pk" PRIMARY KEY("organization_id","site_id","status")
);
--> statement-breakpoint
CREATE INDEX "consignments_snoozed_idx" ON "consignments" USING btree ("organization_id","site_id","snoozed_until","status","has_open_exception") WHERE "consignments"."snoozed_until" is not null;--> statement-breakpoint
-- Statement-level triggers sum a statement's rows first, so an import of thousands of shipments
-- adds to a few count rows once. `count = count + delta` under ON CONFLICT keeps concurrent writers
-- exact; count rows are written in key order so two statements never wait on each other crosswise.
CREATE FUNCTION "consignment_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO consignment_counts AS c (organization_id, site_id, status, count, exceptions)
    SELECT organization_id, site_id, status, count(*), count(*) FILTER (WHERE has_open_exception)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, site_id, status)
    DO UPDATE SET count = c.count + excluded.count, exceptions = c.exceptions + excluded.exceptions;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO consignment_counts AS c (organization_id, site_id, status, count, exceptions)
    SELECT organization_id, site_id, status, -count(*), -count(*) FILTER (WHERE has_open_exception)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, site_id, status)
    DO UPDATE SET count = c.count + excluded.count, exceptions = c.exceptions + excluded.exceptions;
  ELSE
    -- Most updates touch neither site, status nor exception: their deltas sum to nothing and write no row.
    INSERT INTO consignment_counts AS c (organization_id, site_id, status, count, exceptions)
    SELECT organization_id, site_id, status, sum(n), sum(e)
    FROM (
      SELECT organization_id, site_id, status, 1 AS n, has_open_exception::int AS e FROM new_rows
      UNION ALL
      SELECT organization_id, site_id, status, -1, -(has_open_exception::int) FROM old_rows
    ) AS delta
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(e) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, site_id, status)
    DO UPDATE SET count = c.count + excluded.count, exceptions = c.exceptions + excluded.exceptions;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "consignment_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM consignment_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consignment_counts_insert" AFTER INSERT ON "consignments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "consignment_counts_change"();--> statement-breakpoint
CREATE TRIGGER "consignment_counts_update" AFTER UPDATE ON "consignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "consignment_counts_change"();--> statement-breakpoint
CREATE TRIGGER "consignment_counts_delete" AFTER DELETE ON "consignments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "consignment_counts_change"();--> statement-breakpoint
CREATE TRIGGER "consignment_counts_truncate" AFTER TRUNCATE ON "consignments" FOR EACH STATEMENT EXECUTE FUNCTION "consignment_counts_clear"();--> statement-breakpoint
-- The triggers' lock keeps writers out until the migration commits, so the first counts are exact.
INSERT INTO "consignment_counts" ("organization_id", "site_id", "status", "count", "exceptions")
SELECT "organization_id", "site_id", "status", count(*), count(*) FILTER (WHERE "has_open_exception") FROM "consignments" GROUP BY 1, 2, 3;
