CREATE TABLE "whatsapp_received_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "whatsapp_received_messages_received_idx" ON "whatsapp_received_messages" USING btree ("received_at");