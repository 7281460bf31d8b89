// What shoppers type for each product family, beside the English word in the product names: Roman
// Urdu (with its common spellings) and Urdu script. A search for any word of a family also finds
// names with the family's first word. The owner extends this list: add a family, or a spelling to one.

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
  { name: "dry fruit", words: ["meva", "mewa", "khushk meva", "خشک میوہ", "میوہ"] },
  { name: "gift", words: ["tohfa", "tohfay", "تحفہ"] },
  { name: "honey", words: ["shehad", "shahad", "شہد"] },
];
