import { dropDatabase, withDatabase } from "../../scripts/lib/pg-admin";
import { serverUrlVar, templateVar } from "./test-database";

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env[serverUrlVar];
  const template = process.env[templateVar];
  if (serverUrl && template) await dropDatabase(withDatabase(serverUrl, template));
  await globalThis.shopTestDatabase?.stop();
}
