import { seededRandom, shopperSearch, unseen } from "./uncached-reads";

describe("uncached reads", () => {
  it("never give the same thing twice, and say so when they run out", () => {
    let n = 0;
    const next = unseen(() => `/products/${(n += 1) % 3}`);
    expect([next(), next(), next()].sort()).toEqual(["/products/0", "/products/1", "/products/2"]);
    expect(() => next()).toThrow("Nothing new after 1,000 attempts (3 given)");
  });

  it("search for a word of a product's name, typed right or one letter wrong past its first", () => {
    const words = ["premium", "mamra", "almonds", "ajwa", "dates"];
    const typos = (word: string) => [
      word,
      ...[...word].flatMap((_, at) =>
        at === 0
          ? []
          : [word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)],
      ),
    ];
    const typed = new Set(words.flatMap(typos));
    const search = shopperSearch(["Premium Mamra Almonds No. 12", "Ajwa Dates"]);
    for (let index = 0; index < 200; index += 1) {
      const [first, second, ...rest] = search().split(" ");
      expect(typed).toContain(first);
      if (second !== undefined) expect(words).toContain(second);
      expect(rest).toEqual([]);
    }
  });

  it("ask for the same things in the same order for the same seed", () => {
    const draws = (seed: number) => Array.from({ length: 50 }, seededRandom(seed).bind(null, 7));
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).not.toEqual(draws(2));
    expect(draws(3).every((value) => Number.isInteger(value) && value >= 0 && value < 7)).toBe(true);
    const names = ["Premium Mamra Almonds No. 12", "Ajwa Dates", "Select Golden Raisins No. 7"];
    const texts = (seed: number) => Array.from({ length: 20 }, shopperSearch(names, seededRandom(seed)));
    expect(texts(5)).toEqual(texts(5));
  });
});
