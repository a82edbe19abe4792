-- My devices says whether each device is signed in to the cloud (holds a device credential),
-- so enrolling or signing a device out changes what the account's kept answers show: it
-- moves the account's data counter like every other change of its cloud data (migration 0009).
CREATE TRIGGER "device_credentials_insert_data_version" AFTER INSERT ON "device_credentials" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
--> statement-breakpoint
CREATE TRIGGER "device_credentials_update_data_version" AFTER UPDATE ON "device_credentials" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
--> statement-breakpoint
CREATE TRIGGER "device_credentials_delete_data_version" AFTER DELETE ON "device_credentials" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
