import { getTranslations } from "next-intl/server";
import { FrequentlyAskedQuestions } from "@/components/shop/info-pages";
import { infoPage } from "../info-page";

const page = infoPage({
  path: "/frequently-asked-questions",
  part: "faq",
  Body: FrequentlyAskedQuestions,
  describe: async (locale) => (await getTranslations({ locale, namespace: "info.faq" }))("description"),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
