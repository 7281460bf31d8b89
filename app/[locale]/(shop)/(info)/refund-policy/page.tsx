import { RefundPolicy } from "@/components/shop/info-pages";
import { infoPage } from "../info-page";

const page = infoPage({ path: "/refund-policy", part: "refund", Body: RefundPolicy });
export const generateMetadata = page.generateMetadata;
export default page.Page;
