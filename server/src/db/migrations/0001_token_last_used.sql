-- Tokens issued before expiry existed were never marked used: count their idle time from their creation.
UPDATE "api_tokens" SET "last_used_at" = "created_at" WHERE "last_used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "last_used_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "last_used_at" SET NOT NULL;
