// A document kept compressed (kept-document.ts) over this process's memory store, and over two
// instances' Redis stores on one real redis-server.
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { shopServerFlag, storedEncodingHeader } from "@/lib/app-server";
import { redisServer, type RedisServer } from "@/scripts/cluster/redis";
import { restoreEnv, setEnv } from "@/test/support/env";
import { expireTags } from "./cache-store.mjs";
import { keptDocument, type DocumentStore, type KeptDocumentOptions } from "./kept-document";
import { createRedisStore } from "./redis-store.mjs";

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
/** Until a finished build is kept: Redis takes a round trip or two after the last byte is sent. */
const kept = () => new Promise((resolve) => setTimeout(resolve, 50));
let documents = 0;

/** A document whose text is `pieces`, counting its builds; a piece may first wait for `gate`. */
function testDocument(pieces: () => (string | Promise<void>)[], options: Partial<KeptDocumentOptions> = {}) {
  const counted = { builds: 0 };
  const tag = `tag-${(documents += 1)}`;
  const answer = keptDocument({
    name: `test-${documents}`,
    tags: [tag],
    contentType: "application/json",
    async *text() {
      counted.builds += 1;
      for (const piece of pieces()) {
        if (typeof piece === "string") yield piece;
        else await piece;
      }
    },
    ...options,
  });
  return { answer, tag, counted };
}

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/doc", { headers });
const gzip = { "accept-encoding": "gzip, deflate" };
const br = { "accept-encoding": "gzip, deflate, br" };

async function read(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  return bytes.toString();
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

beforeEach(() => setEnv({ [shopServerFlag]: "1" }));
afterEach(restoreEnv);

describe("a kept document", () => {
  it("is sent in the coding asked for, the same text in each, and as text to a client that asks for none", async () => {
    const { answer } = testDocument(() => ['{"a":[', "1,2", "]}"]);
    const asked: [Record<string, string>, string | null][] = [
      [{}, null],
      [gzip, "gzip"],
      [br, "br"],
    ];
    for (const [headers, coding] of [...asked, ...asked]) {
      const response = await answer(request(headers));
      expect(response.headers.get("content-encoding")).toBe(coding);
      expect(response.headers.get(storedEncodingHeader)).toBe(coding);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("cache-control")).toContain("no-transform");
      expect(await read(response)).toBe('{"a":[1,2]}');
    }
  });

  it("is sent as text outside the shop's server, whose Next.js would drop the Content-Encoding", async () => {
    setEnv({ [shopServerFlag]: undefined });
    const { answer } = testDocument(() => ["{}"]);
    const response = await answer(request(br));
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("{}");
  });

  it("is built once, streamed to the first request before its end, and then sent from the store with an ETag", async () => {
    const wait = gate();
    const { answer, counted } = testDocument(() => ['{"a":', wait.opened, "1}"]);

    const first = await answer(request(gzip));
    expect(first.headers.get("x-nextjs-cache")).toBe("MISS");
    expect(first.headers.get("etag")).toBeNull();
    const reader = first.body!.pipeThrough(new DecompressionStream("gzip")).getReader();
    const joined = await answer(request());
    wait.open();
    let text = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    expect(text).toBe('{"a":1}');
    expect(await read(joined)).toBe('{"a":1}');
    expect(counted.builds).toBe(1);

    const hit = await answer(request(gzip));
    expect(hit.headers.get("x-nextjs-cache")).toBe("HIT");
    const etag = hit.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await read(hit)).toBe('{"a":1}');
    expect((await answer(request(br))).headers.get("etag")).toBe(etag);
    expect((await answer(request())).headers.get("etag")).toBe(etag);

    const unchanged = await answer(request({ ...gzip, "if-none-match": etag }));
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");
    expect((await answer(request({ "if-none-match": 'W/"other"' }))).status).toBe(200);
    expect(counted.builds).toBe(1);
  });

  it("is built again after a change expires one of its tags, with a new ETag", async () => {
    let price = 100;
    const { answer, tag, counted } = testDocument(() => [`{"price":${price}}`]);
    await (await answer(request(gzip))).arrayBuffer();
    const before = (await answer(request(gzip))).headers.get("etag");

    price = 120;
    await tick();
    await expireTags([tag]);
    await tick();
    const after = await answer(request(gzip));
    expect(after.headers.get("x-nextjs-cache")).toBe("MISS");
    expect(await read(after)).toBe('{"price":120}');
    const kept = await answer(request({ ...gzip, "if-none-match": before! }));
    expect(kept.status).toBe(200);
    expect(kept.headers.get("etag")).not.toBe(before);
    expect(counted.builds).toBe(2);
  });

  it("is sent but not kept when a change comes while it is built, and a request after the change does not join it", async () => {
    let price = 100;
    const wait = gate();
    const { answer, tag, counted } = testDocument(() => [`{"price":${price}`, wait.opened, "}"]);
    const during = await answer(request(gzip));
    price = 120;
    await expireTags([tag]);
    await tick();
    const afterChange = answer(request(gzip));
    wait.open();
    expect(await read(during)).toBe('{"price":100}');
    expect(await read(await afterChange)).toBe('{"price":120}');
    await kept();
    expect(await read(await answer(request(gzip)))).toBe('{"price":120}');
    expect(counted.builds).toBe(2);
  });

  it("lets a client leave mid-answer, compressed or not, during the build or after; the build goes on and is kept", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const wait = gate();
      // Text that does not compress to nothing, so that each coding has sent bytes before the gate.
      const digits = Array.from({ length: 200_000 }, (_, index) => (index * 7919) % 10007).join(",");
      const { answer, counted } = testDocument(() => [`[${digits}`, wait.opened, `,${digits}]`]);
      const leave = async (response: Response) => {
        const reader = response.body!.getReader();
        await reader.read();
        await reader.cancel();
      };
      await leave(await answer(request()));
      await leave(await answer(request(gzip)));
      const stays = answer(request(br));
      wait.open();
      expect(await read(await stays)).toBe(`[${digits},${digits}]`);
      await kept();
      await leave(await answer(request()));
      await leave(await answer(request(gzip)));
      await kept();
      expect((await answer(request(gzip))).headers.get("x-nextjs-cache")).toBe("HIT");
      expect(counted.builds).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });

  it("answers a failure before its first piece as the request's error, and one after it by cutting the answer short; nothing is kept", async () => {
    let failFirst = true;
    const { answer, counted } = testDocument(() => {
      if (failFirst) return [Promise.reject(new Error("database away"))];
      return ['{"a":', Promise.reject(new Error("database away")), "1}"];
    });
    await expect(answer(request(gzip))).rejects.toThrow("database away");

    failFirst = false;
    const cut = await answer(request(gzip));
    await expect(cut.arrayBuffer()).rejects.toThrow("database away");
    const again = await answer(request(gzip));
    expect(again.headers.get("x-nextjs-cache")).toBe("MISS");
    await expect(again.arrayBuffer()).rejects.toThrow();
    expect(counted.builds).toBe(3);
  });
});

describe("a kept document on two instances sharing Redis", () => {
  let redis: RedisServer;
  let a: ReturnType<typeof createRedisStore>;
  let b: ReturnType<typeof createRedisStore>;

  function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
  }

  // Its JSDoc type leaves delete optional, as the library's Handler type has it; it has one.
  const asDocumentStore = (store: ReturnType<typeof createRedisStore>) => store as DocumentStore;

  async function usable(store: DocumentStore): Promise<void> {
    for (const deadline = Date.now() + 5_000; ;) {
      try {
        return void (await store.get("/", { implicitTags: [] }));
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  beforeAll(async () => {
    redis = redisServer(await freePort());
    await redis.start();
    a = createRedisStore({ url: redis.url, keyPrefix: "test:document:" });
    b = createRedisStore({ url: redis.url, keyPrefix: "test:document:" });
    await Promise.all([usable(asDocumentStore(a)), usable(asDocumentStore(b))]);
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.stop();
  });

  it("is kept once for both, dropped by the other's change, and not kept when that change came during the build", async () => {
    let price = 100;
    let wait: Promise<void> | null = null;
    // The same document on both instances: what A keeps, B sends.
    const options = (store: DocumentStore) => ({ name: "shared", tags: ["shared-tag"], store: () => store });
    const pieces = () => [`{"price":${price}`, ...(wait ? [wait] : []), "}"];
    const docA = testDocument(pieces, options(asDocumentStore(a)));
    const docB = testDocument(pieces, options(asDocumentStore(b)));
    await read(await docA.answer(request(gzip)));
    await kept();
    const fromB = await docB.answer(request(gzip));
    expect(fromB.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await read(fromB)).toBe('{"price":100}');

    price = 120;
    await b.expire(["shared-tag"]);
    expect(await read(await docA.answer(request(gzip)))).toBe('{"price":120}');
    await kept();

    const building = gate();
    wait = building.opened;
    price = 130;
    await b.expire(["shared-tag"]);
    const during = await docA.answer(request(gzip));
    price = 140;
    await b.expire(["shared-tag"]);
    building.open();
    expect(await read(during)).toBe('{"price":130}');
    await kept();
    wait = null;
    const next = await docB.answer(request(gzip));
    expect(next.headers.get("x-nextjs-cache")).toBe("MISS");
    expect(await read(next)).toBe('{"price":140}');
  });
});
