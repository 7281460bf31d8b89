-- The words of the products' names, English and Urdu, with how many names hold each: a search
-- corrects a mistyped word against these few thousand words (lib/server/catalog/catalogue-words.ts)
-- instead of comparing the text with every name. Kept by the triggers below, whatever writes the
-- products (the admin, the bulk import, a seed, SQL by hand).
CREATE TABLE "CatalogueWord" (
    "word" TEXT NOT NULL,
    "names" INTEGER NOT NULL,

    CONSTRAINT "CatalogueWord_pkey" PRIMARY KEY ("word")
);

-- A name's words: lower case, split at spaces and punctuation, three letters or more, no digits
-- (a pack's '500g' or a serial number is nothing to correct a typo to).
CREATE FUNCTION catalogue_name_words(name TEXT, "nameUr" TEXT) RETURNS SETOF TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT word
    FROM regexp_split_to_table(lower(name || ' ' || "nameUr"), '[[:space:][:punct:]،۔؟]+') AS word
    WHERE char_length(word) >= 3 AND word !~ '[0-9]'
$$;

-- One statement's products in, out or renamed: their words' counts move by one a name, in word
-- order (two imports at once lock the same rows in the same order), and a word no name holds goes.
-- A statement that renames nothing (an order taking stock) writes nothing here.
CREATE FUNCTION catalogue_words_keep() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
DECLARE
    added TEXT[] := '{}';
    removed TEXT[] := '{}';
    emptied TEXT[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT coalesce(array_agg(word), '{}') INTO added
            FROM new_rows, catalogue_name_words(new_rows.name, new_rows."nameUr") AS word;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT coalesce(array_agg(word), '{}') INTO removed
            FROM old_rows, catalogue_name_words(old_rows.name, old_rows."nameUr") AS word;
    ELSE
        WITH renamed AS (
            SELECT old_rows.name AS "oldName", old_rows."nameUr" AS "oldNameUr",
                new_rows.name AS "newName", new_rows."nameUr" AS "newNameUr"
            FROM old_rows JOIN new_rows USING (id)
            WHERE (old_rows.name, old_rows."nameUr") IS DISTINCT FROM (new_rows.name, new_rows."nameUr")
        )
        SELECT
            coalesce((SELECT array_agg(word) FROM renamed, catalogue_name_words("newName", "newNameUr") AS word), '{}'),
            coalesce((SELECT array_agg(word) FROM renamed, catalogue_name_words("oldName", "oldNameUr") AS word), '{}')
        INTO added, removed;
    END IF;
    IF cardinality(added) = 0 AND cardinality(removed) = 0 THEN
        RETURN NULL;
    END IF;
    WITH moves AS (
        SELECT word, 1 AS move FROM unnest(added) AS word
        UNION ALL
        SELECT word, -1 FROM unnest(removed) AS word
    ), kept AS (
        INSERT INTO "CatalogueWord" (word, names)
            SELECT word, sum(move) FROM moves GROUP BY word HAVING sum(move) <> 0 ORDER BY word
        ON CONFLICT (word) DO UPDATE SET names = "CatalogueWord".names + excluded.names
        RETURNING word, names
    )
    SELECT array_agg(word) INTO emptied FROM kept WHERE names <= 0;
    IF emptied IS NOT NULL THEN
        DELETE FROM "CatalogueWord" WHERE word = ANY(emptied);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Product_words_inserted" AFTER INSERT ON "Product"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_keep();
CREATE TRIGGER "Product_words_updated" AFTER UPDATE ON "Product"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_keep();
CREATE TRIGGER "Product_words_deleted" AFTER DELETE ON "Product"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_keep();

INSERT INTO "CatalogueWord" (word, names)
    SELECT word, count(*) FROM "Product", catalogue_name_words("Product".name, "Product"."nameUr") AS word GROUP BY word;
