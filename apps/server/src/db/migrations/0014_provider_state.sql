-- The embedded sign-in provider's sessions, interactions, codes, grants and device codes
-- (apps/idp provider-state-store.ts), so they outlive a restart and every node shares them.
CREATE TABLE "provider_state" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "provider_state_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "provider_state_grant_idx" ON "provider_state" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "provider_state_uid_idx" ON "provider_state" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "provider_state_user_code_idx" ON "provider_state" USING btree ("model","user_code");--> statement-breakpoint
CREATE INDEX "provider_state_expiry_idx" ON "provider_state" USING btree ("expires_at");