ALTER TABLE "photos" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "photos_account_hash_idx" ON "photos" USING btree ("account_id","content_hash");