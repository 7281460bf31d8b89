// Backups in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, Wasabi, MinIO ...), through
// AWS's own client: `npm run backup` copies each backup it writes to BACKUP_S3_BUCKET under
// BACKUP_S3_PREFIX and keeps the last BACKUP_KEEP there as in the folder, and `npm run restore` fetches
// one back by its s3:// address. The access key comes from the client's usual places
// (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or ~/.aws). See docs/operations.md.
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { isBackupName } from "./archive";

export interface BucketSettings {
  bucket: string;
  /** Where the backups go in the bucket: "shop-backups/" unless told. */
  prefix: string;
  /** The store's address when it is not AWS S3 (its buckets are then reached by path). */
  endpoint?: string;
  region: string;
  /** How long the store may take to connect, or stay silent in a request, before the request fails. */
  timeoutMs: number;
}

/** The bucket's settings from the environment, or null when BACKUP_S3_BUCKET (or `bucket`) names none. */
export function bucketSettings(
  env: NodeJS.ProcessEnv = process.env,
  bucket = env.BACKUP_S3_BUCKET?.trim(),
): BucketSettings | null {
  if (!bucket) return null;
  const prefix = env.BACKUP_S3_PREFIX ?? "shop-backups/";
  return {
    bucket,
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
    endpoint: env.BACKUP_S3_ENDPOINT?.trim() || undefined,
    region: env.BACKUP_S3_REGION?.trim() || env.AWS_REGION?.trim() || "us-east-1",
    timeoutMs: Number(env.BACKUP_S3_TIMEOUT_MS ?? 30_000),
  };
}

/** The bucket and key of an s3://bucket/key address, or null for anything else. */
export function parseS3Address(address: string): { bucket: string; key: string } | null {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(address);
  return match ? { bucket: match[1]!, key: match[2]! } : null;
}

export type BackupBucket = ReturnType<typeof openBucket>;

export function openBucket(settings: BucketSettings) {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the streamed kind.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A store that freezes fails the request instead of holding the backup for ever.
    requestHandler: { connectionTimeout: settings.timeoutMs, socketTimeout: settings.timeoutMs },
  });
  const { bucket, prefix } = settings;
  const addressOf = (name: string) => `s3://${bucket}/${prefix}${name}`;

  /** The backups in the bucket, oldest first, by name. */
  async function list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const entry of page.Contents ?? []) {
        const name = entry.Key!.slice(prefix.length);
        if (isBackupName(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  return {
    addressOf,
    list,
    /** Copies a backup file into the bucket and answers its s3:// address. */
    async upload(file: string): Promise<string> {
      const name = path.basename(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${name}`,
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ContentType: "application/gzip",
        }),
      );
      return addressOf(name);
    },
    /** Removes the oldest backups beyond `keep` and answers their names. */
    async prune(keep: number): Promise<string[]> {
      const all = await list();
      const removed = all.slice(0, Math.max(0, all.length - keep));
      for (const name of removed)
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }));
      return removed;
    },
    /** Writes the object at `key` into the file `to`. */
    async download(key: string, to: string): Promise<void> {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(to));
    },
    close: () => client.destroy(),
  };
}

/** Fetches the backup at an s3:// address into the file `to`, with the store's settings from `env`. */
export async function downloadBackup(address: string, to: string, env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseS3Address(address);
  if (!parsed) throw new Error(`${address} is not an s3://bucket/key address.`);
  const bucket = openBucket(bucketSettings(env, parsed.bucket)!);
  try {
    await bucket.download(parsed.key, to);
  } catch (error) {
    throw new Error(`fetching ${address} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    bucket.close();
  }
}
