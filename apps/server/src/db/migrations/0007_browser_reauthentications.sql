CREATE TABLE "browser_reauthentications" (
	"browser_id_hash" text PRIMARY KEY NOT NULL,
	"required_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "browser_reauthentications_since_idx" ON "browser_reauthentications" USING btree ("required_since");