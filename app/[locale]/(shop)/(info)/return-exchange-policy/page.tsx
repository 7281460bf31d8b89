import { ReturnExchangePolicy } from "@/components/shop/info-pages";
import { infoPage } from "../info-page";

const page = infoPage({ path: "/return-exchange-policy", part: "returns", Body: ReturnExchangePolicy });
export const generateMetadata = page.generateMetadata;
export default page.Page;
