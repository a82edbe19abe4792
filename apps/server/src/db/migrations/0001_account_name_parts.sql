ALTER TABLE "accounts" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "family_name" text;