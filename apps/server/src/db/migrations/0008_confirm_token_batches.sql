CREATE TABLE "confirm_token_batches" (
	"token_key" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "confirm_token_batches" ADD CONSTRAINT "confirm_token_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirm_token_batches_expires_idx" ON "confirm_token_batches" USING btree ("expires_at");