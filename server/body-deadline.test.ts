import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { bodyDeadlineMs, enforceBodyDeadline, longestBodyMs } from "./body-deadline";

const mib = 1024 * 1024;

describe("bodyDeadlineMs", () => {
  it("gives a body 10 s and its size at 1 Mbit/s, up to what its type may carry", () => {
    const json = { "content-type": "application/json" };
    expect(bodyDeadlineMs({ ...json, "content-length": "2000" })).toBe(10_016);
    expect(bodyDeadlineMs({ ...json, "content-length": String(mib) })).toBe(18_389);
    // Declared larger than a JSON body may be: refused, and only read to be dropped.
    expect(bodyDeadlineMs({ ...json, "content-length": String(40 * mib) })).toBe(18_389);
    // Ten 5 MB images and their form: 51 MB.
    const upload = { "content-type": "multipart/form-data; boundary=x", "content-length": String(51 * mib) };
    expect(bodyDeadlineMs(upload)).toBe(437_820);
    expect(longestBodyMs).toBe(437_820);
  });

  it("gives a body without a length the time of the largest of its type, and none to a request without a body", () => {
    expect(bodyDeadlineMs({ "transfer-encoding": "chunked", "content-type": "application/json" })).toBe(18_389);
    expect(bodyDeadlineMs({ "transfer-encoding": "chunked", "content-type": "multipart/form-data" })).toBe(
      longestBodyMs,
    );
    expect(bodyDeadlineMs({})).toBeNull();
    expect(bodyDeadlineMs({ "content-length": "0" })).toBeNull();
  });
});

// A server that reads each body and answers when it has all of it (`answerFirst`: at once), with
// deadlines of 0.5 s plus 1 ms a byte.
const quick = { bodyBaseMs: 500, slowLineBytesPerSecond: 1000 };
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    enforceBodyDeadline(request, response, quick);
    if (request.url === "/answer-first") response.end("early");
    request.resume();
    request.on("end", () => {
      if (!response.headersSent) response.end("received");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Declares a 100-byte body and sends it a byte every `everyMs`; what came back and when the server closed. */
function trickle(path: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let answer = "";
    let sent = 0;
    const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" }, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: shop\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`,
      );
      const sender = setInterval(() => {
        if (sent < 100 && socket.writable) socket.write("a", () => undefined);
        sent += 1;
      }, everyMs);
      socket.on("close", () => clearInterval(sender));
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ answer, closedAfterMs: performance.now() - started }));
  });
}

describe("enforceBodyDeadline", () => {
  it("answers 408 and closes the connection when the body has not arrived by its deadline", async () => {
    const { answer, closedAfterMs } = await trickle("/", 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/);
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toEqual({
      error: "The request took too long to arrive. Please try again.",
    });
    // 0.5 s and 100 bytes at 1,000 a second: 0.6 s, where the body would have taken 5 s.
    expect(closedAfterMs).toBeGreaterThan(550);
    expect(closedAfterMs).toBeLessThan(1500);
  });

  it("closes the connection of an answered request whose body still trickles, without a second answer", async () => {
    const { answer, closedAfterMs } = await trickle("/answer-first", 50);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).not.toContain("408");
    expect(closedAfterMs).toBeGreaterThan(550);
    expect(closedAfterMs).toBeLessThan(1500);
  });

  it("lets a body that arrives in time through, and the connection serve the next request", async () => {
    const answers = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect({ port, host: "127.0.0.1" }, () => {
        socket.write("POST / HTTP/1.1\r\nhost: shop\r\ncontent-length: 100\r\n\r\n");
        setTimeout(() => socket.write("b".repeat(100)), 300);
        // After the first deadline would have passed: the timer went with the body that arrived.
        setTimeout(() => socket.write("GET / HTTP/1.1\r\nhost: shop\r\nconnection: close\r\n\r\n"), 900);
      });
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(answers.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(answers).not.toContain("408");
  });
});
