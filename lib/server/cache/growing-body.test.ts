import { bytesStream, GrowingBody } from "./growing-body";

const bytes = (text: string) => new TextEncoder().encode(text);

async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe("GrowingBody", () => {
  it("gives every reader the whole body, however late it starts, and waits for what is still to come", async () => {
    const body = new GrowingBody();
    body.push(bytes("{"));
    const early = read(body.stream());
    body.push(bytes('"a":'));
    const late = read(body.stream());
    await new Promise((resolve) => setTimeout(resolve, 5));
    body.push(bytes("1}"));
    body.finish();
    expect(await early).toBe('{"a":1}');
    expect(await late).toBe('{"a":1}');
    expect(await read(body.stream())).toBe('{"a":1}');
    expect(body.bytes().toString()).toBe('{"a":1}');
  });

  it("fails its readers after what came before the failure, and has no whole body", async () => {
    const body = new GrowingBody();
    const reader = body.stream().getReader();
    body.push(bytes("{"));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("{");
    const next = reader.read();
    body.fail(new Error("the database went away"));
    await expect(next).rejects.toThrow("the database went away");
    expect(() => body.bytes()).toThrow();
  });
});

describe("bytesStream", () => {
  it("streams the bytes in views of them", async () => {
    const source = bytes("0123456789");
    const chunks: Uint8Array[] = [];
    for await (const chunk of bytesStream(source, 4) as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([4, 4, 2]);
    expect(chunks.every((chunk) => chunk.buffer === source.buffer)).toBe(true);
  });
});
