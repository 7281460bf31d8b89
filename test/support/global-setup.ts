import {
  dropDatabase,
  ensureDatabaseExists,
  openDatabase,
  withDatabase,
  type DatabaseHandle,
} from "../../scripts/lib/database";
import { migrate } from "../../scripts/lib/migrate";
import { serverUrlVar, templateVar } from "./test-database";

declare global {
  var shopTestDatabase: DatabaseHandle | undefined;
}

export default async function globalSetup(): Promise<void> {
  const handle = await openDatabase();
  globalThis.shopTestDatabase = handle;
  const template = `shop_test_${process.pid}_${Date.now().toString(36)}`;
  const templateUrl = withDatabase(handle.url, template);
  await dropDatabase(templateUrl);
  await ensureDatabaseExists(templateUrl);
  await migrate(templateUrl);
  process.env[serverUrlVar] = handle.url;
  process.env[templateVar] = template;
}
