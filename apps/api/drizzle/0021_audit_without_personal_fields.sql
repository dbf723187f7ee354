-- Custom SQL migration: audit entries written before src/audit/personal-fields.ts lose the same values it
-- now keeps out (a person's name, e-mail, phone and words), and reviews of customers erased before erasure
-- reached reviews are treated as src/customers/erase.ts now treats them.
CREATE FUNCTION "audit_reply_without_personal_fields"("reply" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof("reply") = 'object' THEN ("reply" - 'body') #- '{author,name}' #- '{author,email}' ELSE "reply" END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_without_personal_fields"("entity_type" text, "record" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof("record") IS DISTINCT FROM 'object' THEN "record"
    WHEN "entity_type" = 'contact_message' THEN
      CASE WHEN jsonb_typeof("record" -> 'replies') = 'array'
        THEN jsonb_set("record", '{replies}', (
          SELECT coalesce(jsonb_agg("audit_reply_without_personal_fields"("reply") ORDER BY "n"), '[]'::jsonb)
          FROM jsonb_array_elements("record" -> 'replies') WITH ORDINALITY AS "replies"("reply", "n")))
        ELSE "record"
      END - 'name' - 'email' - 'subject' - 'message'
    WHEN "entity_type" = 'customer' THEN "record" - 'name' - 'email' - 'phone'
    WHEN "entity_type" = 'review' THEN ("record" - 'review_text') #- '{customer,name}' #- '{customer,email}'
    ELSE "record"
  END
$$;
--> statement-breakpoint
UPDATE "audit_log"
SET "before" = "audit_without_personal_fields"("entity_type", "before"),
    "after" = "audit_without_personal_fields"("entity_type", "after")
WHERE "entity_type" IN ('contact_message', 'customer', 'review');
--> statement-breakpoint
DROP FUNCTION "audit_without_personal_fields"(text, jsonb);
--> statement-breakpoint
DROP FUNCTION "audit_reply_without_personal_fields"(jsonb);
--> statement-breakpoint
DELETE FROM "reviews" WHERE "status" <> 'published' AND "user_id" IN (SELECT "id" FROM "users" WHERE "erased_at" IS NOT NULL);
--> statement-breakpoint
UPDATE "reviews"
SET "review_text" = 'The customer asked for this review''s words to be removed.', "reply_text" = NULL, "replied_at" = NULL
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "erased_at" IS NOT NULL);
