import { TermsAndConditions } from "@/components/shop/info-pages";
import { infoPage } from "../info-page";

const page = infoPage({ path: "/TermsAndConditions", part: "terms", Body: TermsAndConditions });
export const generateMetadata = page.generateMetadata;
export default page.Page;
