import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { restoreEnv, setEnv } from "@/test/support/env";
import { pngBytes, pngFile } from "@/test/support/uploads";
import { checkImages } from "./image-check";
import { uploadthingStorage } from "./uploadthing";

// uploadthing cannot be reached from here: a local server plays its ingest and API endpoints.
interface Seen {
  method: string;
  path: string;
  query: string;
  body: string;
}

describe("uploadthing storage against a local fake", () => {
  const seen: Seen[] = [];
  let base = "";
  /** The upload (PUT) the fake refuses, counting from 1; 0 refuses none. */
  let refusedPut = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const path = url.pathname;
      seen.push({
        method: request.method ?? "",
        path,
        query: decodeURIComponent(url.search),
        body: Buffer.concat(chunks).toString("latin1"),
      });
      response.setHeader("content-type", "application/json");
      if (request.method === "PUT" && seen.filter((earlier) => earlier.method === "PUT").length === refusedPut) {
        response.statusCode = 413;
        response.end(JSON.stringify({ error: "File too large for this app" }));
      } else if (request.method === "PUT") {
        const key = path.slice(1);
        response.end(
          JSON.stringify({
            url: `${base}/f/${key}`,
            appUrl: `${base}/a/app/${key}`,
            ufsUrl: `${base}/f/${key}`,
            fileHash: "abc",
          }),
        );
      } else if (path === "/v6/deleteFiles") {
        response.end(
          JSON.stringify({
            success: true,
            deletedCount: (JSON.parse(Buffer.concat(chunks).toString()) as { fileKeys: string[] }).fileKeys.length,
          }),
        );
      } else {
        response.statusCode = 404;
        response.end("{}");
      }
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    setEnv({ UPLOADTHING_INGEST_URL: base });
  });
  afterAll(async () => {
    restoreEnv();
    await new Promise((resolve) => server.close(resolve));
  });

  it("uploads checked images, answers their URLs, and deletes them by file key", async () => {
    const token = Buffer.from(
      JSON.stringify({ apiKey: "sk_test_local", appId: "localapp", regions: ["sea1"] }),
    ).toString("base64");
    const storage = uploadthingStorage({ token, apiUrl: base });
    const images = await checkImages([pngFile(await pngBytes(4, "#7c2d12"), "cover.png")]);

    const [url] = await storage.save("products", images);
    expect(url).toMatch(new RegExp(`^${base}/f/.+`));
    const upload = seen.find((request) => request.method === "PUT")!;
    expect(upload.body).toContain("PNG");
    expect(upload.query).toMatch(/x-ut-file-name=products-[0-9a-f]{16}\.png/);
    expect(upload.query).toContain("signature=");

    await storage.remove("products", [url!, "local-file.webp"]);
    const deletion = seen.find((request) => request.path === "/v6/deleteFiles")!;
    expect(JSON.parse(deletion.body)).toEqual({ fileKeys: [new URL(url!).pathname.split("/").pop()] });
  });

  it("keeps nothing of a save it refused part of: the files it took are deleted again", async () => {
    const token = Buffer.from(
      JSON.stringify({ apiKey: "sk_test_local", appId: "localapp", regions: ["sea1"] }),
    ).toString("base64");
    const storage = uploadthingStorage({ token, apiUrl: base });
    const png = await pngBytes(4, "#14532d");
    const images = await checkImages(["a.png", "b.png", "c.png"].map((name) => pngFile(png, name)));
    seen.length = 0;
    refusedPut = 2;
    // uploadthing logs the refusal itself.
    const logged = jest.spyOn(console, "log").mockImplementation(() => undefined);
    await expect(storage.save("products", images)).rejects.toThrow(/uploadthing refused the upload/);
    refusedPut = 0;
    logged.mockRestore();
    const taken = seen
      .filter((request) => request.method === "PUT")
      .map((request) => request.path.slice(1))
      .filter((_, index) => index !== 1);
    const deletion = seen.find((request) => request.path === "/v6/deleteFiles")!;
    expect((JSON.parse(deletion.body) as { fileKeys: string[] }).fileKeys.sort()).toEqual(taken.sort());
  });
});
