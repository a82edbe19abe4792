CREATE TABLE "backup_file_uploads" (
	"account_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_file_uploads_account_id_content_hash_pk" PRIMARY KEY("account_id","content_hash")
);
--> statement-breakpoint
ALTER TABLE "backup_file_uploads" ADD CONSTRAINT "backup_file_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_file_uploads_updated_idx" ON "backup_file_uploads" USING btree ("updated_at");