CREATE TABLE "account_data_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that changes an account's cloud data moves that account's counter on, once
-- per statement whatever the number of rows (a backup's 20,000 items cost one update).
CREATE FUNCTION "move_account_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "account_data_versions" ("account_id", "version")
	SELECT DISTINCT "account_id", 1 FROM "changed_rows"
	ON CONFLICT ("account_id") DO UPDATE SET "version" = "account_data_versions"."version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	data_table text;
BEGIN
	-- The tables the cloud API's cached answers are made from (http/account-answer-cache.ts).
	FOREACH data_table IN ARRAY ARRAY['cloud_accounts', 'devices', 'synced_contents', 'backups', 'backup_items', 'temporary_backups', 'e2ee_groups', 'edp_users', 'erasure_tasks', 'photos'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"()', data_table || '_insert_data_version', data_table);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"()', data_table || '_update_data_version', data_table);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"()', data_table || '_delete_data_version', data_table);
	END LOOP;
END $$;
