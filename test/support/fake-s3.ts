// An S3-compatible object store for the tests, in memory, at a loopback address: path-style
// addresses (/bucket/key) and the calls the backup's bucket client makes (PutObject, GetObject,
// ListObjectsV2, DeleteObject), answered in S3's XML. A request not signed with its access key is
// refused as S3 refuses it, and `freeze()` makes it accept connections and never answer.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  /** The endpoint, http://127.0.0.1:port. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The keys in `bucket`, sorted. */
  keys: (bucket: string) => string[];
  object: (bucket: string, key: string) => Buffer | undefined;
  /** From now on, requests are taken and never answered. */
  freeze: () => void;
  stop: () => Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function fail(response: http.ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(xml(`<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`));
}

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: { buckets: string[] }): Promise<FakeS3> {
  const accessKeyId = "AKIAFAKES3TEST000001";
  const secretAccessKey = "fake-secret-for-the-tests";
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, { body: Buffer; at: Date }>()]));
  let frozen = false;

  const server = http.createServer((request, response) => {
    if (frozen) return;
    void answer(request, response).catch((error: unknown) =>
      fail(response, 500, "InternalError", error instanceof Error ? error.message : String(error)),
    );
  });

  async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? "")?.[1];
    if (credential !== accessKeyId)
      return fail(
        response,
        403,
        "InvalidAccessKeyId",
        "The AWS Access Key Id you provided does not exist in our records.",
      );
    const address = new URL(request.url ?? "/", "http://fake");
    const [, bucketName = "", ...rest] = address.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const bucket = buckets.get(bucketName);
    if (!bucket) return fail(response, 404, "NoSuchBucket", "The specified bucket does not exist");

    if (request.method === "GET" && key === "" && address.searchParams.get("list-type") === "2") {
      const prefix = address.searchParams.get("prefix") ?? "";
      const maxKeys = Number(address.searchParams.get("max-keys") ?? 1000);
      const after = address.searchParams.get("continuation-token") ?? "";
      const matching = [...bucket.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = matching.slice(0, maxKeys);
      const truncated = matching.length > page.length;
      const contents = page
        .map((name) => {
          const entry = bucket.get(name)!;
          const etag = createHash("md5").update(entry.body).digest("hex");
          return `<Contents><Key>${escape(name)}</Key><LastModified>${entry.at.toISOString()}</LastModified><ETag>&quot;${etag}&quot;</ETag><Size>${entry.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join("");
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(
        xml(
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucketName}</Name>` +
            `<Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
            `<IsTruncated>${truncated}</IsTruncated>${contents}` +
            (truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : "") +
            `</ListBucketResult>`,
        ),
      );
      return;
    }
    if (key === "") return fail(response, 400, "InvalidRequest", `${request.method} ${address.pathname} is not faked`);
    if (request.method === "PUT") {
      bucket.set(key, { body, at: new Date() });
      response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      response.end();
      return;
    }
    const entry = bucket.get(key);
    if (request.method === "GET") {
      if (!entry) return fail(response, 404, "NoSuchKey", "The specified key does not exist.");
      response.writeHead(200, { "content-type": "application/octet-stream", "content-length": entry.body.length });
      response.end(entry.body);
      return;
    }
    if (request.method === "DELETE") {
      bucket.delete(key);
      response.writeHead(204);
      response.end();
      return;
    }
    fail(response, 405, "MethodNotAllowed", `${request.method} is not faked`);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    keys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    object: (bucket, key) => buckets.get(bucket)?.get(key)?.body,
    freeze: () => {
      frozen = true;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
