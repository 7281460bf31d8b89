// The admin's fields for a product's or category's Urdu name and description, and a slide's Urdu words.

/** An input holding Urdu: its language (for the font, spelling and screen readers), written right to left. */
export const urduInput = { lang: "ur", dir: "rtl" } as const;

/** Under each Urdu field: what leaving it empty does. */
export const urduHint = "Left empty, the Urdu shop shows the English one.";
