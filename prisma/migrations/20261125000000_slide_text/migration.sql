-- A slide's words, rendered as text over its picture (readable at any width, unlike words drawn into the image).
ALTER TABLE "SliderImage" ADD COLUMN "title" TEXT;
ALTER TABLE "SliderImage" ADD COLUMN "subtitle" TEXT;
