-- The freight invoice permissions reach existing databases: roles that see shipments may decide
-- their held invoices, and roles that keep the organization's settings keep its invoice actions.
INSERT INTO "permissions" ("key", "parent_key")
SELECT 'transport.shipments.freight_invoices', 'transport.shipments'
WHERE EXISTS (SELECT 1 FROM "permissions" WHERE "key" = 'transport.shipments')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "permissions" ("key", "parent_key")
SELECT 'settings.invoice_actions', 'settings'
WHERE EXISTS (SELECT 1 FROM "permissions" WHERE "key" = 'settings')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_key")
SELECT "role_id", 'transport.shipments.freight_invoices' FROM "role_permissions" WHERE "permission_key" = 'transport.shipments'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_key")
SELECT "role_id", 'settings.invoice_actions' FROM "role_permissions" WHERE "permission_key" = 'settings.organization'
ON CONFLICT DO NOTHING;
