// Names and creates the databases of one jest run on the shop's database server.
import pg from "pg";
import { withDatabase } from "../../scripts/lib/pg-admin";

export const serverUrlVar = "SHOP_TEST_SERVER_URL";
export const templateVar = "SHOP_TEST_TEMPLATE";

export async function cloneDatabase(serverUrl: string, template: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}
