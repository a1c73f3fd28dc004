-- Servers keep a signed-in user's session, roles, permissions and sites for a few seconds; every
-- change to what those are read from tells them to forget, whichever process or tool made it.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_change', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_change" AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_change" AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "user_sites_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "user_sites" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "user_sites_filter_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "user_sites_filter" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "sites_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "companies_auth_change" AFTER UPDATE OR DELETE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "agent_organization_grants_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "agent_organization_grants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
