import "server-only";

// The unit every limit per client counts by (lib/domain/limits.ts): a client network. The rule is
// shared with the production server, which counts its connections by it too.
export { throttledNetwork } from "@/lib/app-server";
