import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGunzip, createGzip } from "node:zlib";
import { shopServerFlag, storedEncodingHeader } from "@/lib/app-server";
import { logger } from "../log";
import { cacheStore, expiryCount } from "./cache-store.mjs";
import { holdsCurrent, keptCodings, preferredEncoding, type KeptCoding } from "./content-negotiation";
import { bytesStream, GrowingBody } from "./growing-body";

// A document too large to build in memory (all-product: 56 MB of JSON at 100,000 products), built
// from its text a piece at a time and compressed as it is written, once per change of what it shows:
// its gzip and brotli bytes are kept in the cache store (Redis or memory, ./cache-store.mjs) under
// the tags of what it shows, beside an ETag worked out once. A hit sends the kept bytes as they are.

const compressors = {
  gzip: () => createGzip(),
  // Quality 5 takes about as long as gzip's default and gives a third fewer bytes; 11 (brotli's
  // default) takes minutes on a catalogue of 100,000 products.
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
} satisfies Record<KeptCoding, unknown>;

/**
 * Public; a shared cache's time is the server's to shorten (server/shared-caching.ts), and
 * no-transform keeps Next.js' own compression (and a proxy's) off bytes that are compressed already.
 */
const cacheControl = "public, max-age=0, s-maxage=3600, no-transform";

/** A kept copy is rebuilt after this long even if no change expired it (a change made by hand in SQL). */
const maxAgeSeconds = 3600;

/**
 * Next.js drops a route's own Content-Encoding, so kept bytes are sent encoded only inside the
 * shop's server, which restores it (server/stored-encoding.ts); elsewhere (next dev, next start)
 * the route answers the text and Next.js compresses it.
 */
const sendsEncodedBytes = () => process.env[shopServerFlag] === "1";

type Bodies = Record<KeptCoding, GrowingBody>;

interface Build {
  bodies: Bodies;
  /** Settles once the first piece of text is written (the first read succeeded), or the build failed before. */
  ready: Promise<void>;
  done: Promise<void>;
}

interface Kept {
  body: Buffer;
  etag: string;
}

/** The library's LifespanParameters, in seconds: Redis drops the entry at expireAt. */
interface Lifespan {
  lastModifiedAt: number;
  staleAt: number;
  expireAt: number;
  staleAge: number;
  expireAge: number;
  revalidate: number;
}

interface StoreEntry {
  value: object;
  tags: readonly string[];
  /** Milliseconds: an expiry of one of the tags at or after it drops the entry. */
  lastModified: number;
  lifespan: Lifespan | null;
}

/** What a document needs of the cache store (./cache-store.mjs; a test gives it two instances' Redis stores). */
export interface DocumentStore {
  get(key: string, meta: { implicitTags: string[] }): Promise<StoreEntry | null | undefined>;
  set(key: string, entry: StoreEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

const shopStore = () => cacheStore() as DocumentStore;

const noImplicitTags = { implicitTags: [] as string[] };

function storeEntry(value: object, tags: readonly string[], lastModified: number): StoreEntry {
  const at = Math.floor(lastModified / 1000);
  const [age, end] = [maxAgeSeconds, at + maxAgeSeconds];
  const lifespan = { lastModifiedAt: at, staleAt: end, expireAt: end, staleAge: age, expireAge: age, revalidate: age };
  return { value, tags, lastModified, lifespan };
}

/** A weak ETag: every coding of the document shares it (the same text), as RFC 9110 allows a weak one. */
function etagOf(bytes: Buffer): string {
  return `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/**
 * The text of gzip bytes, decompressed as the client reads. Not DecompressionStream: its readable
 * side is node's stream-to-web adapter, which enqueues a chunk zlib emits after the client left into
 * the cancelled stream, an uncaught "Controller is already closed" (nodejs/node#64529; seen here
 * when 20 clients were cut off mid-answer).
 */
function gunzipped(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gunzip = createGunzip();
  // A failure of either side reaches the reader through the iterator below.
  pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), gunzip).catch(() => undefined);
  const text = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await text.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await text.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Writes the text through a compressor for each coding into its body; `wrote` after each piece. */
async function compressInto(text: AsyncIterable<string>, bodies: Bodies, wrote: () => void): Promise<void> {
  const streams = keptCodings.map((encoding) => {
    const compressor = compressors[encoding]();
    compressor.on("data", (chunk: Buffer) => bodies[encoding].push(chunk));
    return compressor;
  });
  try {
    for await (const piece of text) {
      const bytes = Buffer.from(piece);
      for (const compressor of streams) if (!compressor.write(bytes)) await once(compressor, "drain");
      wrote();
    }
    for (const compressor of streams) compressor.end();
    await Promise.all(streams.map((compressor) => finished(compressor)));
  } catch (error) {
    for (const compressor of streams) compressor.destroy();
    throw error;
  }
  for (const body of Object.values(bodies)) body.finish();
  wrote();
}

export interface KeptDocumentOptions {
  /** Names its entries in the cache store. */
  name: string;
  /** What it shows: a change that expires one of them (../catalog/changes.ts) drops the kept copy. */
  tags: readonly string[];
  contentType: string;
  /** The document's text, in pieces. */
  text: () => AsyncIterable<string>;
  store?: () => DocumentStore;
}

/** Answers requests for the document: the kept bytes, else a build streamed to every request that asks meanwhile. */
export function keptDocument(options: KeptDocumentOptions): (request: Request) => Promise<Response> {
  const keyOf = (encoding: KeptCoding) => `document:${options.name}.${encoding}`;
  const storeOf = options.store ?? shopStore;
  let running: { build: Build; expiries: number } | null = null;

  async function keptCopy(encoding: KeptCoding): Promise<Kept | null> {
    const entry = await storeOf().get(keyOf(encoding), noImplicitTags);
    const value = entry?.value as { body?: Buffer; headers?: { etag?: string } } | undefined;
    if (!entry || !value?.body || !value.headers?.etag) return null;
    if (entry.lifespan && entry.lifespan.expireAt * 1000 <= Date.now()) return null;
    return { body: value.body, etag: value.headers.etag };
  }

  /**
   * Keeps the build's bytes, unless a change expired one of the tags while it ran, here or on
   * another instance. They are written before the marker is checked: an expiry after the writes
   * drops them itself, one before removed the marker.
   */
  async function keep(bodies: Bodies, began: number, expiries: number, marker: string): Promise<void> {
    const store = storeOf();
    const bytes = { br: bodies.br.bytes(), gzip: bodies.gzip.bytes() };
    const headers = { etag: etagOf(bytes.gzip) };
    await Promise.all(
      keptCodings.map((encoding) => {
        const value = { kind: "APP_ROUTE", status: 200, body: bytes[encoding], headers };
        return store.set(keyOf(encoding), storeEntry(value, options.tags, began));
      }),
    );
    const overtaken = expiryCount() !== expiries || (await store.get(marker, noImplicitTags)) == null;
    if (overtaken) await Promise.all(keptCodings.map((encoding) => store.delete(keyOf(encoding))));
  }

  function startBuild(): Build {
    const began = Date.now();
    const expiries = expiryCount();
    const bodies = { br: new GrowingBody(), gzip: new GrowingBody() };
    let wroteFirst: () => void = () => undefined;
    let failedFirst: (error: unknown) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => ([wroteFirst, failedFirst] = [resolve, reject]));
    // The marker carries the document's tags: an expiry anywhere removes it (Redis deletes the
    // entries of an expired tag, the memory store compares times), so a build that a change
    // overtook is sent to those who asked but never kept.
    const marker = `document:${options.name}.building:${randomUUID()}`;
    const unmark = () =>
      storeOf()
        .delete(marker)
        .catch(() => undefined);

    const done = storeOf()
      .set(marker, storeEntry({ kind: "FETCH", data: {}, revalidate: maxAgeSeconds }, options.tags, began))
      .catch(() => undefined)
      .then(() => compressInto(options.text(), bodies, wroteFirst))
      .then(
        // A store that fails (Redis away) has said so in its log; the next request builds again.
        () => keep(bodies, began, expiries, marker).then(unmark, unmark),
        (error: unknown) => {
          for (const body of Object.values(bodies)) body.fail(error);
          failedFirst(error);
          // Before the first piece the request answers the error; after it, the answers begun are cut short.
          ready.then(
            () => logger().error({ err: error, document: options.name }, "building a document failed"),
            () => undefined,
          );
          return unmark();
        },
      );
    return { bodies, ready, done };
  }

  /** One build at a time in this process, joined by requests until a change here expires tags. */
  function currentBuild(): Build {
    const expiries = expiryCount();
    if (running && running.expiries === expiries) return running.build;
    const build = startBuild();
    const entry = { build, expiries };
    running = entry;
    void build.done.finally(() => {
      if (running === entry) running = null;
    });
    return build;
  }

  function answer(body: ReadableStream<Uint8Array>, encoding: KeptCoding | null, cache: "HIT" | "MISS", etag?: string) {
    // X-Nextjs-Cache as Next.js sets it on the pages it caches: the server counts hits and misses by it.
    const headers = new Headers({
      "content-type": options.contentType,
      "cache-control": cacheControl,
      vary: "Accept-Encoding",
      "x-nextjs-cache": cache,
    });
    if (etag) headers.set("etag", etag);
    if (!encoding) return new Response(gunzipped(body), { headers });
    headers.set("content-encoding", encoding);
    headers.set(storedEncodingHeader, encoding);
    return new Response(body, { headers });
  }

  return async (request) => {
    const encoding = sendsEncodedBytes()
      ? preferredEncoding(request.headers.get("accept-encoding"), keptCodings)
      : null;
    const kept = await keptCopy(encoding ?? "gzip");
    if (kept) {
      if (holdsCurrent(request.headers.get("if-none-match"), kept.etag)) {
        const headers = {
          etag: kept.etag,
          vary: "Accept-Encoding",
          "cache-control": cacheControl,
          "x-nextjs-cache": "HIT",
        };
        return new Response(null, { status: 304, headers });
      }
      return answer(bytesStream(kept.body), encoding, "HIT", kept.etag);
    }
    const build = currentBuild();
    await build.ready;
    return answer(build.bodies[encoding ?? "gzip"].stream(), encoding, "MISS");
  };
}
