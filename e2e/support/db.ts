import { queryOn } from "../../scripts/lib/pg-admin";

/** Reads the e2e run's database directly, to check what the shop wrote. */
export const query = queryOn(process.env.DATABASE_URL!);
