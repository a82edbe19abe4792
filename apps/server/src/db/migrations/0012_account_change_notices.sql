-- Every change to what a session lookup reads (the session, its account, the account's
-- verified browsers, the account's data counter) is told to every portal node listening on
-- "portal_account_changes", with the account's id: nodes keep recent lookups in memory
-- (auth/session-lookup-cache.ts) and forget an account's as soon as it changes, whichever
-- node or job changed it. PostgreSQL sends a notice at commit, once per distinct payload.
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		changed := OLD;
	ELSE
		changed := NEW;
	END IF;
	-- TG_ARGV[0] names the column holding the account's id (accounts calls it "id").
	PERFORM pg_notify('portal_account_changes', to_jsonb(changed) ->> TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_account_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_account_change"('account_id');
--> statement-breakpoint
CREATE TRIGGER "accounts_account_change" AFTER UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "notify_account_change"('id');
--> statement-breakpoint
CREATE TRIGGER "verified_browsers_account_change" AFTER INSERT OR UPDATE OR DELETE ON "verified_browsers" FOR EACH ROW EXECUTE FUNCTION "notify_account_change"('account_id');
--> statement-breakpoint
CREATE TRIGGER "account_data_versions_account_change" AFTER INSERT OR UPDATE ON "account_data_versions" FOR EACH ROW EXECUTE FUNCTION "notify_account_change"('account_id');
