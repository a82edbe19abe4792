CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"language" text,
	"countries" text[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mail_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"signing_key" text NOT NULL,
	"unsubscribed_kinds" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reminder_key" text NOT NULL,
	"device_name" text,
	"days_left" integer,
	"at" timestamp with time zone NOT NULL,
	"browser_name" text,
	"system_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" text DEFAULT 'due' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mail_settings" ADD CONSTRAINT "notification_mail_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_ends_idx" ON "announcements" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_reminder_idx" ON "notifications" USING btree ("account_id","kind","reminder_key");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("mail_state");--> statement-breakpoint
-- A raised or read notification moves the account's data counter (migration 0009) like every
-- other change of its data: an open portal waiting for changes then refreshes its unread
-- count. Announcements belong to no account and are not counted.
CREATE TRIGGER "notifications_insert_data_version" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_update_data_version" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_delete_data_version" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "move_account_data_version"();
