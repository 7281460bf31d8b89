import "server-only";

// The unit every limit per client counts by (lib/domain/limits.ts): a client network. The rule lives
// with the production server's other address rules, which counts its connections by it too.
export { throttledNetwork } from "@/server/client-address";
