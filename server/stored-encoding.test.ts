import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { storedEncodingHeader } from "../lib/app-server";
import { sendStoredEncoding } from "./stored-encoding";

const text = JSON.stringify({ Products: [{ pName: "Mamra Almonds" }] });

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    sendStoredEncoding(response);
    response.setHeader("content-type", "application/json");
    // As Next.js writes a route's answer: the headers set one by one, then the body.
    if (request.url === "/kept") {
      response.setHeader(storedEncodingHeader, "gzip");
      response.end(gzipSync(text));
    } else response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("sendStoredEncoding", () => {
  it("sends the coding the app named as Content-Encoding, and not the app's own header", async () => {
    const answer = await fetch(`${base}/kept`);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get(storedEncodingHeader)).toBeNull();
    expect(await answer.text()).toBe(text);
  });

  it("leaves every other answer alone", async () => {
    const answer = await fetch(`${base}/plain`);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toBe(text);
  });
});
