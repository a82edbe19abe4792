CREATE TABLE "backup_files" (
	"backup_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "backup_files_backup_id_cid_name_pk" PRIMARY KEY("backup_id","cid","name")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backup_files" ADD CONSTRAINT "backup_files_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_files" ADD CONSTRAINT "backup_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_files_account_hash_idx" ON "backup_files" USING btree ("account_id","content_hash");