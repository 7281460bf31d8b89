// `npm run backup` and `npm run restore` with an S3-compatible bucket, the commands run as an operator
// runs them against a store at a loopback address (test/support/fake-s3.ts): each backup is copied to
// the bucket, the bucket keeps the last N, a backup comes back from its s3:// address into a new
// database, and a store that refuses the key or freezes fails the command with a message, the
// backup in the folder kept.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { startFakeS3, type FakeS3 } from "@/test/support/fake-s3";
import { dropDatabase, ensureDatabaseExists, queryOn, withDatabase } from "../pg-admin";

jest.setTimeout(120_000);

const root = path.join(__dirname, "..", "..", "..");

interface Run {
  code: number;
  output: string;
}

/** Runs `npm run <script> -- args` as the operator would (tsx on the script), answering its exit code and output. */
async function run(script: "backup" | "restore", args: string[], settings: Record<string, string>): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [require.resolve("tsx/cli"), path.join(root, "scripts", `${script}.ts`), ...args],
      { cwd: root, env: { ...process.env, NEXTAUTH_SECRET: "bucket-test-secret", ...settings }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("backups in an S3-compatible bucket", () => {
  let store: FakeS3;
  let work: string;
  let bucketEnv: Record<string, string>;

  beforeAll(async () => {
    store = await startFakeS3({ buckets: ["margalla-backups"] });
    work = await mkdtemp(path.join(tmpdir(), "shop-bucket-"));
    bucketEnv = {
      BACKUP_S3_BUCKET: "margalla-backups",
      BACKUP_S3_ENDPOINT: store.url,
      BACKUP_S3_PREFIX: "shop",
      BACKUP_S3_REGION: "auto",
      AWS_ACCESS_KEY_ID: store.accessKeyId,
      AWS_SECRET_ACCESS_KEY: store.secretAccessKey,
    };
    await db.category.create({ data: { name: "Bucket Test Dates", description: "Kept in a bucket" } });
    await mkdir(path.join(env.UPLOAD_DIR, "products"), { recursive: true });
    await writeFile(path.join(env.UPLOAD_DIR, "products", "bucket-test.webp"), "a picture's bytes");
  });

  afterAll(async () => {
    await store.stop();
    await rm(work, { recursive: true, force: true });
  });

  it("copies each backup to the bucket, keeps the last N there, and restores one from its address", async () => {
    const dir = path.join(work, "backups");
    const names: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const backup = await run("backup", ["--dir", dir, "--keep", "2"], bucketEnv);
      expect(backup).toEqual({ code: 0, output: expect.stringContaining("copied to s3://margalla-backups/shop/") });
      names.push(/copied to s3:\/\/margalla-backups\/shop\/(\S+) in/.exec(backup.output)![1]!);
    }
    const kept = names.slice(1).map((name) => `shop/${name}`);
    expect(store.keys("margalla-backups")).toEqual(kept);
    expect(await readdir(dir)).toEqual(names.slice(1));
    expect(store.object("margalla-backups", kept[1]!)).toEqual(await readFile(path.join(dir, names[2]!)));

    const restoredUrl = withDatabase(
      process.env.DATABASE_URL!,
      `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_from_bucket`,
    );
    await ensureDatabaseExists(restoredUrl);
    try {
      const uploads = path.join(work, "restored-uploads");
      const restore = await run("restore", [`s3://margalla-backups/${kept[1]}`], {
        ...bucketEnv,
        DATABASE_URL: restoredUrl,
        UPLOAD_DIR: uploads,
      });
      expect(restore).toEqual({ code: 0, output: expect.stringContaining(`fetched s3://margalla-backups/${kept[1]}`) });
      expect(
        await queryOn(restoredUrl)<{ name: string }>(`SELECT name FROM "Category" WHERE name = 'Bucket Test Dates'`),
      ).toEqual([{ name: "Bucket Test Dates" }]);
      expect(await readFile(path.join(uploads, "products", "bucket-test.webp"), "utf8")).toBe("a picture's bytes");
    } finally {
      await dropDatabase(restoredUrl);
    }
  });

  it("fails the backup with the store's refusal, keeps it in the folder, and copies it with the next", async () => {
    const dir = path.join(work, "refused");
    const settings = { ...bucketEnv, BACKUP_S3_PREFIX: "refused/" };
    const refused = await run("backup", ["--dir", dir], { ...settings, AWS_ACCESS_KEY_ID: "AKIAWRONGKEY00000000" });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /the backup is written, but copying it to the bucket margalla-backups failed: The AWS Access Key Id you provided does not exist/,
    );
    const [first] = await readdir(dir);
    expect(store.keys("margalla-backups").filter((key) => key.startsWith("refused/"))).toEqual([]);

    expect((await run("backup", ["--dir", dir], settings)).code).toBe(0);
    const both = await readdir(dir);
    expect(both).toEqual([first, expect.any(String)]);
    expect(store.keys("margalla-backups").filter((key) => key.startsWith("refused/"))).toEqual(
      both.map((name) => `refused/${name}`),
    );
  });

  it("fails a restore from a backup the bucket does not hold, naming it", async () => {
    const restore = await run(
      "restore",
      ["s3://margalla-backups/shop/shop-backup-20200101T000000000Z.tar.gz"],
      bucketEnv,
    );
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(
      /\[restore\] fetching s3:\/\/margalla-backups\/shop\/shop-backup-20200101T000000000Z.tar.gz failed: The specified key does not exist/,
    );
  });

  it("gives up on a store that stops answering instead of waiting for ever", async () => {
    const frozen = await startFakeS3({ buckets: ["margalla-backups"] });
    frozen.freeze();
    try {
      const started = Date.now();
      const backup = await run("backup", ["--dir", path.join(work, "frozen")], {
        ...bucketEnv,
        BACKUP_S3_ENDPOINT: frozen.url,
        BACKUP_S3_TIMEOUT_MS: "1000",
      });
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(
        /copying it to the bucket margalla-backups failed: .*the request socket timed out after 1000 ms of inactivity/,
      );
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await frozen.stop();
    }
  });
});
