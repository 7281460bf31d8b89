// The words the shop's search understands (lib/domain/search.ts), one list each, for the owner to
// extend: product families (a search for any word of a family also finds names with the family's
// English name), words that describe rather than name, words that say nothing about the product,
// and the words of a pack's size.

export interface SearchFamily {
  /** The word the product names use (any case), found as a part of the name: 'almond' finds 'Mamra Almonds'. */
  name: string;
  /** Other words shoppers type for it. */
  words: string[];
}

export const searchFamilies: SearchFamily[] = [
  { name: "almond", words: ["badam", "badaam", "baadam", "bādām", "بادام"] },
  { name: "pistachio", words: ["pista", "pistay", "pistey", "pisteh", "پستہ", "پستے"] },
  { name: "cashew", words: ["kaju", "kajoo", "kaaju", "caju", "کاجو"] },
  {
    name: "date",
    words: ["khajoor", "khajur", "khajoorain", "khajoorein", "khujoor", "kajoor", "khajor", "کھجور", "کھجوریں"],
  },
  { name: "walnut", words: ["akhrot", "akhroat", "akhrote", "akhrout", "اخروٹ"] },
  { name: "fig", words: ["anjeer", "anjir", "injeer", "انجیر"] },
  { name: "raisin", words: ["kishmish", "kishmsh", "kishmis", "munakka", "monaqa", "کشمش", "منقہ"] },
  { name: "pine nut", words: ["chilgoza", "chilghoza", "chalgoza", "chilgoze", "چلغوزہ", "چلغوزے"] },
  { name: "apricot", words: ["khubani", "khobani", "khurmani", "khumani", "خوبانی"] },
  { name: "peanut", words: ["moongphali", "mungphali", "moongphalli", "mong phali", "مونگ پھلی"] },
  { name: "plum", words: ["aloo bukhara", "alu bukhara", "aalu bukhara", "آلو بخارا"] },
  { name: "chickpea", words: ["chana", "chanay", "channa", "chane", "چنے", "چنا"] },
  { name: "melon seed", words: ["char maghz", "charmagaz", "chaar maghaz", "چار مغز"] },
  { name: "basil seed", words: ["tukh malanga", "tukhmalanga", "takh malanga", "تخم ملنگا"] },
  { name: "mulberr", words: ["toot", "shahtoot", "توت", "شہتوت"] },
  { name: "sesame", words: ["til", "تل"] },
  { name: "flax", words: ["alsi", "السی"] },
  { name: "pumpkin seed", words: ["kaddu ke beej", "kaddu beej", "کدو کے بیج"] },
  { name: "sunflower", words: ["surajmukhi", "suraj mukhi", "سورج مکھی"] },
  { name: "hazelnut", words: ["findak", "فندق"] },
  { name: "coconut", words: ["khopra", "nariyal", "naryal", "کھوپرا", "ناریل"] },
  { name: "saffron", words: ["zafran", "zafraan", "kesar", "زعفران"] },
  { name: "honey", words: ["shehad", "shahad", "شہد"] },
];

/**
 * A word that describes what a shopper wants rather than naming a product: it never has to be in a
 * name. With a family ('sugar free dates') it only orders the family's products; alone ('gift box')
 * it finds the products it matches.
 */
export interface SearchDescriptor {
  name: string;
  /** What shoppers type for it, in any spelling; phrases of several words too. */
  words: string[];
  /** A product whose name or category's name holds any of these matches it. */
  matches: string[];
  /** A product whose description holds any of these matches it too. */
  described?: string[];
  /** A product whose name or description has any of these words goes after the others. */
  avoid?: string[];
  /** Says little by itself (the whole shop is dry fruit): looked for only when nothing else describes. */
  broad?: boolean;
  /** The pack it asks for, in grams, when the text names no size ('family pack': the 1 kg pack). */
  grams?: number;
}

export const searchDescriptors: SearchDescriptor[] = [
  {
    name: "sugar free",
    words: [
      "sugar free",
      "sugar-free",
      "sugarfree",
      "no sugar",
      "without sugar",
      "no added sugar",
      "unsweetened",
      "bina cheeni",
      "cheeni ke baghair",
      "diabetic",
      "شوگر فری",
      "بغیر چینی",
    ],
    matches: ["sugar free", "sugar-free", "unsweetened", "no added sugar"],
    described: ["sugar free", "sugar-free", "without sugar", "no added sugar", "no sugar", "unsweetened"],
    avoid: ["honey", "sweetened", "sugar-coated", "sugar coated", "glazed", "candied", "chocolate", "syrup"],
  },
  {
    name: "gift",
    words: [
      "gift",
      "gifts",
      "gifting",
      "gift box",
      "gift boxes",
      "gift pack",
      "gift basket",
      "gift hamper",
      "hamper",
      "hampers",
      "basket",
      "box",
      "boxes",
      "present",
      "tohfa",
      "tohfay",
      "tohfe",
      "تحفہ",
      "تحفے",
    ],
    matches: ["gift", "box", "hamper", "basket", "tray"],
  },
  {
    name: "eid",
    words: [
      "eid",
      "eidi",
      "eid mubarak",
      "eid ul fitr",
      "eid ul adha",
      "eid-ul-fitr",
      "eid-ul-adha",
      "chand raat",
      "عید",
      "عیدی",
    ],
    matches: ["eid", "gift", "hamper"],
  },
  {
    name: "wedding",
    words: [
      "wedding",
      "weddings",
      "shadi",
      "shaadi",
      "mehndi",
      "barat",
      "walima",
      "nikah",
      "favour",
      "favours",
      "شادی",
    ],
    matches: ["wedding", "favour", "gift", "hamper"],
  },
  {
    name: "ramzan",
    words: ["ramzan", "ramazan", "ramadan", "iftar", "iftari", "sehri", "رمضان", "افطار", "افطاری"],
    matches: ["date"],
  },
  {
    name: "mix",
    words: ["mix", "mixed", "mixes", "mixture", "assorted", "assortment", "blend", "medley", "mili juli", "ملا جلا"],
    matches: ["mix", "assorted", "blend", "medley"],
  },
  {
    name: "family pack",
    words: ["family pack", "family size", "big pack", "large pack", "value pack", "economy pack", "bulk", "wholesale"],
    matches: ["family pack", "family size", "value pack", "bulk"],
    grams: 1000,
  },
  {
    name: "kernel",
    words: ["giri", "giree", "geeri", "maghz", "kernel", "kernels", "shelled", "without shell", "no shell", "peeled"],
    matches: ["kernel", "shelled", "halves", "peeled"],
    avoid: ["in shell"],
  },
  {
    name: "in shell",
    words: ["shell", "shells", "in shell", "with shell", "chilka", "chilkay wala"],
    matches: ["shell"],
  },
  {
    name: "dry fruit",
    words: [
      "dry fruit",
      "dry fruits",
      "dryfruit",
      "dryfruits",
      "meva",
      "mewa",
      "khushk meva",
      "خشک میوہ",
      "میوہ",
      "میوے",
    ],
    matches: ["dry fruit"],
    broad: true,
  },
];

/**
 * Words that say nothing about which product: left out of a search ('best quality badam' looks for
 * almonds), unless they are all the text has.
 */
export const searchFillers = [
  ...["a", "an", "the", "of", "for", "with", "and", "or", "in", "on", "to", "from", "me", "near"],
  ...["ka", "ki", "ke", "ko", "liye", "aur", "wala", "wali", "walay"],
  ...["buy", "order", "online", "shop", "store", "delivery", "home", "pack", "packet", "packs"],
  ...["price", "prices", "rate", "rates", "cost", "qeemat", "qimat", "kimat", "cheap", "sasta", "sastay", "sasti"],
  ...["best", "top", "good", "quality", "high", "fresh", "pure", "original", "asli", "khalis", "taza", "achay"],
  ...["pakistan", "islamabad", "rawalpindi", "lahore", "karachi"],
];

/** The units of a pack's size, in grams: '1 kg', '500g', '250 gm', 'aadha kilo', 'ek pao'. */
export const sizeUnits: Record<string, number> = {
  kg: 1000,
  kgs: 1000,
  kilo: 1000,
  kilos: 1000,
  kilogram: 1000,
  kilograms: 1000,
  کلو: 1000,
  کلوگرام: 1000,
  g: 1,
  gm: 1,
  gms: 1,
  gr: 1,
  grm: 1,
  gram: 1,
  grams: 1,
  گرام: 1,
  // A pao is a quarter of a kilo.
  pao: 250,
  paao: 250,
  pav: 250,
  paav: 250,
  پاؤ: 250,
  پاو: 250,
};

/** Words for a number before a unit: 'half kg', 'aadha kilo', 'do kilo', 'dedh kilo'. */
export const sizeNumbers: Record<string, number> = {
  quarter: 0.25,
  half: 0.5,
  adha: 0.5,
  aadha: 0.5,
  aadhi: 0.5,
  adhi: 0.5,
  آدھا: 0.5,
  آدھی: 0.5,
  one: 1,
  ek: 1,
  aik: 1,
  ایک: 1,
  two: 2,
  do: 2,
  دو: 2,
  dedh: 1.5,
  deedh: 1.5,
  ڈیڑھ: 1.5,
  "½": 0.5,
  "¼": 0.25,
};
