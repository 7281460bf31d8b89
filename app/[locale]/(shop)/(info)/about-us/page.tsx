import { getTranslations } from "next-intl/server";
import { AboutUs } from "@/components/shop/info-pages";
import { shop } from "@/lib/domain/shop";
import { nameIn } from "@/lib/i18n/translated";
import { infoPage } from "../info-page";

const page = infoPage({
  path: "/about-us",
  part: "about",
  Body: AboutUs,
  describe: async (locale) =>
    (await getTranslations({ locale, namespace: "info.about" }))("description", {
      name: nameIn(shop, locale),
      since: String(shop.since),
    }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
