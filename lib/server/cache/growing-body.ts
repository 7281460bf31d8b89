// Bytes still being produced (a document compressed as it is built: ./kept-document.ts), which any
// number of readers stream from the first byte while more arrive: a request that comes during the
// build is answered from the same work instead of starting its own.

type Ending = { kind: "open" } | { kind: "finished" } | { kind: "failed"; error: unknown };

export class GrowingBody {
  private readonly chunks: Uint8Array[] = [];
  private ending: Ending = { kind: "open" };
  private waiting: (() => void)[] = [];

  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.wake();
  }

  finish(): void {
    this.ending = { kind: "finished" };
    this.wake();
  }

  /** Readers fail once they have read what came before the failure. */
  fail(error: unknown): void {
    this.ending = { kind: "failed", error };
    this.wake();
  }

  /** The whole body, once finished. */
  bytes(): Buffer {
    if (this.ending.kind !== "finished") throw new Error("The body is not finished.");
    return Buffer.concat(this.chunks);
  }

  /** A reader from the first byte; the chunks are given as they are, not copied. */
  stream(): ReadableStream<Uint8Array> {
    let next = 0;
    let cancelled = false;
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          while (!cancelled && next === this.chunks.length && this.ending.kind === "open") await this.change();
          // A client that went away while this waited: its controller takes nothing more.
          if (cancelled) return;
          if (next < this.chunks.length) controller.enqueue(this.chunks[next++]);
          else if (this.ending.kind === "failed") controller.error(this.ending.error);
          else controller.close();
        },
        cancel: () => {
          cancelled = true;
          this.wake();
        },
      },
      // Pulled only when the response asks: a slow client holds nothing beyond the chunks themselves.
      { highWaterMark: 0 },
    );
  }

  private change(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/** `bytes` as a stream of views into it (new Response(buffer) would copy the whole buffer first). */
export function bytesStream(bytes: Uint8Array, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, (offset += chunkSize)));
      },
    },
    { highWaterMark: 0 },
  );
}
