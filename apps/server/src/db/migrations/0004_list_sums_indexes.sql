DROP INDEX "backup_items_account_idx";--> statement-breakpoint
DROP INDEX "backups_account_idx";--> statement-breakpoint
DROP INDEX "synced_contents_account_idx";--> statement-breakpoint
CREATE INDEX "backup_items_account_idx" ON "backup_items" USING btree ("account_id","cid","backup_id","usage","count");--> statement-breakpoint
CREATE INDEX "backups_account_idx" ON "backups" USING btree ("account_id","latest_backup_time");--> statement-breakpoint
CREATE INDEX "synced_contents_account_idx" ON "synced_contents" USING btree ("account_id","cid","device_ref","quota_check","cnt","size");