import { TestEnvironment } from "jest-environment-node";
import { dropDatabase } from "../../scripts/lib/pg-admin";
import { cloneDatabase, serverUrlVar, templateVar } from "./test-database";

let counter = 0;

/** A node environment whose test file gets its own database, cloned from the run's migrated template. */
export default class IntegrationEnvironment extends TestEnvironment {
  private databaseUrl: string | undefined;

  override async setup(): Promise<void> {
    await super.setup();
    const serverUrl = process.env[serverUrlVar];
    const template = process.env[templateVar];
    if (!serverUrl || !template) throw new Error("The integration environment needs jest's global setup.");
    counter += 1;
    this.databaseUrl = await cloneDatabase(serverUrl, template, `${template}_${process.pid}_${counter}`);
    this.global.process.env.DATABASE_URL = this.databaseUrl;
    this.global.process.env.UPLOAD_DIR = `/tmp/${template}_${process.pid}_${counter}_uploads`;
  }

  override async teardown(): Promise<void> {
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
    await super.teardown();
  }
}
