import { getTranslations } from "next-intl/server";
import { ShippingPolicy } from "@/components/shop/info-pages";
import { shop } from "@/lib/domain/shop";
import { infoPage } from "../info-page";

const page = infoPage({
  path: "/shipping-policy",
  part: "shipping",
  Body: ShippingPolicy,
  describe: async (locale) =>
    (await getTranslations({ locale, namespace: "info.shipping" }))("description", {
      fewest: String(shop.deliveryDays.fewest),
      most: String(shop.deliveryDays.most),
    }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
