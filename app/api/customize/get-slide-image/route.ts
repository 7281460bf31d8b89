// GET /api/customize/get-slide-image – the home slider images in order ({ Images })
import { withApi } from "@/lib/server/api/handler";
import { toLegacySlide } from "@/lib/contract/catalog";
import { listSlides } from "@/lib/server/catalog";

export const GET = withApi(async () => ({ Images: (await listSlides()).map(toLegacySlide) }));
