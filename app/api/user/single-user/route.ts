// POST /api/user/single-user – the caller's account
export { singleUserHandler as POST } from "@/lib/server/api/user-routes";
