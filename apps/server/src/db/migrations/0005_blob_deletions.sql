CREATE TABLE "blob_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "blob_deletions_due_idx" ON "blob_deletions" USING btree ("due_at");