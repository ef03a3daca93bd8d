ALTER TABLE "partner_invites" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invites_token_hash_unique" ON "partner_invites" USING btree ("token_hash");