CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"login_id" text NOT NULL,
	"profile_image_url" text,
	"validated_email" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cloud_lock_rcode" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_items" (
	"backup_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"cid" text NOT NULL,
	"usage" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"backup_time" timestamp with time zone NOT NULL,
	"latest_backup_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "backup_items_backup_id_cid_pk" PRIMARY KEY("backup_id","cid")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_ref" uuid NOT NULL,
	"latest_backup_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"storage_limit" bigint DEFAULT 0 NOT NULL,
	"default_storage_limit" bigint DEFAULT 0 NOT NULL,
	"default_item_limit" integer DEFAULT 0 NOT NULL,
	"is_payment" boolean DEFAULT false NOT NULL,
	"backup_encrypted" boolean DEFAULT false NOT NULL,
	"onedrive_status" text DEFAULT 'NOT_LINKED' NOT NULL,
	"gallery_state" text DEFAULT 'active' NOT NULL,
	"gallery_limit" bigint DEFAULT 0 NOT NULL,
	"demo_seeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"cdid" text NOT NULL,
	"parent_device_id" text,
	"device_type" text NOT NULL,
	"virtual_type" text DEFAULT 'normal' NOT NULL,
	"model" text NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"alias" text,
	"e2ee_type" text DEFAULT 'non' NOT NULL,
	"last_access_time" timestamp with time zone NOT NULL,
	"e2ee_enabled_at" timestamp with time zone,
	"data_e2ee_enabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "e2ee_groups" (
	"account_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"policy_contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "e2ee_groups_account_id_group_id_pk" PRIMARY KEY("account_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "edp_users" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"reset_status" text DEFAULT 'NONE' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erasure_tasks" (
	"reference_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"task_type" text NOT NULL,
	"cids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expiry_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"server_timestamp" timestamp with time zone NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"blob_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"model_code" text PRIMARY KEY NOT NULL,
	"model_name" text NOT NULL,
	"marketing_name" text NOT NULL,
	"image_id" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synced_contents" (
	"account_id" uuid NOT NULL,
	"device_ref" uuid NOT NULL,
	"cid" text NOT NULL,
	"cnt" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"quota_check" boolean DEFAULT true NOT NULL,
	"edp" boolean DEFAULT false NOT NULL,
	"last_modified_time" timestamp with time zone,
	CONSTRAINT "synced_contents_device_ref_cid_pk" PRIMARY KEY("device_ref","cid")
);
--> statement-breakpoint
CREATE TABLE "temporary_backups" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"device_ref" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expiry_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_browsers" (
	"account_id" uuid NOT NULL,
	"browser_id_hash" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_browsers_account_id_browser_id_hash_pk" PRIMARY KEY("account_id","browser_id_hash")
);
--> statement-breakpoint
CREATE TABLE "web_sign_in_requests" (
	"auth_code_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"browser_id_hash" text NOT NULL,
	"flow" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "backup_items" ADD CONSTRAINT "backup_items_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_items" ADD CONSTRAINT "backup_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_device_ref_devices_id_fk" FOREIGN KEY ("device_ref") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_accounts" ADD CONSTRAINT "cloud_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e2ee_groups" ADD CONSTRAINT "e2ee_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_users" ADD CONSTRAINT "edp_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_tasks" ADD CONSTRAINT "erasure_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_contents" ADD CONSTRAINT "synced_contents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_contents" ADD CONSTRAINT "synced_contents_device_ref_devices_id_fk" FOREIGN KEY ("device_ref") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_backups" ADD CONSTRAINT "temporary_backups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_backups" ADD CONSTRAINT "temporary_backups_device_ref_devices_id_fk" FOREIGN KEY ("device_ref") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_browsers" ADD CONSTRAINT "verified_browsers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sign_in_requests" ADD CONSTRAINT "web_sign_in_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_items_account_idx" ON "backup_items" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_device_idx" ON "backups" USING btree ("device_ref");--> statement-breakpoint
CREATE INDEX "backups_account_idx" ON "backups" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_account_device_idx" ON "devices" USING btree ("account_id","device_id");--> statement-breakpoint
CREATE INDEX "erasure_tasks_status_idx" ON "erasure_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "erasure_tasks_account_idx" ON "erasure_tasks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "identities_account_idx" ON "identities" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "photos_account_time_idx" ON "photos" USING btree ("account_id","server_timestamp");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_requests_expires_idx" ON "sign_in_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "synced_contents_account_idx" ON "synced_contents" USING btree ("account_id","cid");--> statement-breakpoint
CREATE INDEX "temporary_backups_account_idx" ON "temporary_backups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "web_sign_in_account_idx" ON "web_sign_in_requests" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_sign_in_email_token_idx" ON "web_sign_in_requests" USING btree ("email_token_hash");