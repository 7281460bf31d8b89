import { pageEtagHeader, withPageEtag } from "./page-etag.mjs";

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("0:{}"),
  headers: { "x-next-cache-tags": "_N_T_/en" },
  status: 200,
});

describe("withPageEtag", () => {
  it("names the HTML's weak ETag among the headers a hit sends, without touching the entry it was given", () => {
    const rendered = page("<html>Mamra Almonds</html>");
    const kept = withPageEtag(rendered) as ReturnType<typeof page>;
    const etag = (kept.headers as Record<string, string>)[pageEtagHeader];
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(kept.headers["x-next-cache-tags"]).toBe("_N_T_/en");
    expect(rendered.headers).toEqual({ "x-next-cache-tags": "_N_T_/en" });
    expect((withPageEtag(page("<html>Mamra Almonds</html>")) as typeof kept).headers).toEqual(kept.headers);
    expect((withPageEtag(page("<html>Mamra Almonds, sold out</html>")) as typeof kept).headers).not.toEqual(
      kept.headers,
    );
  });

  it("leaves route answers, cached reads and empty entries alone", () => {
    const route = { kind: "APP_ROUTE", body: Buffer.from("<xml/>"), headers: {}, status: 200 };
    const read = { kind: "FETCH", data: { body: "{}" } };
    expect(withPageEtag(route)).toBe(route);
    expect(withPageEtag(read)).toBe(read);
    expect(withPageEtag(null)).toBeNull();
  });
});
