// The search page says a refused search in the page's language: the English message files must say
// exactly what the search's rules say (lib/domain/search.ts), and the WhatsApp order of a text the
// search did not find keeps its wording.
import { createTranslator } from "next-intl";
import { whatsappLink } from "@/lib/domain/contact";
import { searchMessages } from "@/lib/domain/search";
import { shop } from "@/lib/domain/shop";
import { messagesOf } from "./messages";

const t = createTranslator({ locale: "en", messages: messagesOf("en"), namespace: "search" });

describe("the search page's texts", () => {
  it.each(Object.entries(searchMessages))("says a %s search as the search's rules do", (kind, message) => {
    expect(messagesOf("en").search.refused[kind as keyof typeof searchMessages]).toBe(message);
  });

  it("orders by WhatsApp what the shopper searched for, the text typed in", () => {
    const link = new URL(whatsappLink(shop.whatsappNumber, t("orderChat", { text: "kala jeera 1 kg & more" })));
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${shop.whatsappNumber}`);
    expect(link.searchParams.get("text")).toBe(
      `Assalam-o-Alaikum! I'd like to order "kala jeera 1 kg & more", which I could not find in the shop. Do you have it?`,
    );
  });
});
