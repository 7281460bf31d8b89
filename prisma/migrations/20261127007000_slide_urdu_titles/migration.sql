-- A slide's words in Urdu for the home page under /ur: optional like the English ones, and the Urdu
-- home page shows the English words where none are given. Bounded (60 and 120 characters) by the
-- form's schema, as the English ones are (lib/domain/validation/slide.ts).

ALTER TABLE "SliderImage" ADD COLUMN "titleUr" TEXT;
ALTER TABLE "SliderImage" ADD COLUMN "subtitleUr" TEXT;
