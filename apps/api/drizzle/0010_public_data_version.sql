CREATE TABLE "public_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "public_data_version_one_row" CHECK ("public_data_version"."id")
);
--> statement-breakpoint
-- Hand-written: what keeps the version current. The value is the writing transaction's id, which never
-- repeats (not even after the tables are emptied), so an answer kept for an older value is never taken
-- for a current one.
INSERT INTO "public_data_version" ("id", "version") VALUES (true, txid_current());
--> statement-breakpoint
CREATE FUNCTION "mark_public_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it wrote.
  IF current_setting('shop.public_data_marked', true) IS DISTINCT FROM txid_current()::text THEN
    INSERT INTO "public_data_version" ("id", "version") VALUES (true, txid_current())
      ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
    PERFORM set_config('shop.public_data_marked', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to commit: the version row is locked last, after every row the transaction writes, so two
-- checkouts taking stock of the same products in different orders cannot deadlock on it. Emptying a
-- table (the tests do) is caught by a statement trigger, as constraint triggers cannot watch TRUNCATE.
CREATE PROCEDURE "watch_public_data"(watched regclass, events text DEFAULT 'INSERT OR UPDATE OR DELETE') LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = watched);
BEGIN
  EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER %s ON %s DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "mark_public_data_changed"()', name || '_public_data', events, watched);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "mark_public_data_changed"()', name || '_public_data_emptied', watched);
END
$$;
--> statement-breakpoint
CALL "watch_public_data"('categories');
--> statement-breakpoint
CALL "watch_public_data"('products');
--> statement-breakpoint
CALL "watch_public_data"('product_images');
--> statement-breakpoint
CALL "watch_public_data"('product_slug_redirects');
--> statement-breakpoint
CALL "watch_public_data"('media_images');
--> statement-breakpoint
CALL "watch_public_data"('reviews');
--> statement-breakpoint
CALL "watch_public_data"('blogs');
--> statement-breakpoint
CALL "watch_public_data"('gallery_items');
--> statement-breakpoint
CALL "watch_public_data"('page_metadata');
--> statement-breakpoint
-- Reviews show their author's name; nothing else of an account is public.
CALL "watch_public_data"('users', 'UPDATE OF name OR DELETE');
