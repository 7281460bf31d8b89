// Every text in both languages: the same keys, nothing empty, and the same {placeholders}, so a
// component never shows a key or a hole in one language that the other fills.
import { locales } from "./locales";
import { messagesOf } from "./messages";

/** Each text by its dotted key. */
function flatten(tree: object, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();

describe("the message files", () => {
  const english = flatten(messagesOf("en"));

  it.each(locales)("%s has every key the other languages have, and no empty text", (locale) => {
    const texts = flatten(messagesOf(locale));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...texts].filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("fills the same placeholders in every language", () => {
    for (const locale of locales) {
      const texts = flatten(messagesOf(locale));
      for (const [key, text] of english)
        expect({ key, placeholders: placeholders(texts.get(key) ?? "") }).toEqual({
          key,
          placeholders: placeholders(text),
        });
    }
  });
});
