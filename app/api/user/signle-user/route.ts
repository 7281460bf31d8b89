// POST /api/user/signle-user – the caller's account (legacy spelling, kept for old clients)
export { singleUserHandler as POST } from "@/lib/server/api/user-routes";
