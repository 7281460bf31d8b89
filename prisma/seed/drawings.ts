// Demo pictures of the catalogue drawn as plain SVG: a pile of the product on a plate, a clear pouch for the
// "pack" view, or a gift object (box, hamper, jar, tin). No text anywhere: the site writes names itself, and
// text baked into a picture cannot be translated, read by screen readers or kept in step with a rename.
// Everything is seeded by the name, so a picture never changes between runs, products of one family look
// alike (same motif, size and colours) and yet no two products are the same picture.

type Point = readonly [number, number];
type Random = () => number;

// ---------------------------------------------------------------------------------------------------------
// Numbers, randomness and colour

/** FNV-1a: a stable number from a name, the seed of its picture. */
function hashText(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** mulberry32: small, fast and good enough to scatter nuts; the same seed gives the same sequence. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: Random, min: number, max: number): number => min + rand() * (max - min);
const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** One decimal is plenty for a picture and keeps the SVG (and its hash) short. */
const num = (value: number): string => String(Math.round(value * 10) / 10);
const pt = ([x, y]: Point): string => `${num(x)},${num(y)}`;

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends two #rrggbb colours; lighten/darken are blends towards white/black. */
function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const blended = a.map((channel, index) => Math.round(channel + (b[index]! - channel) * amount));
  return `#${blended.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
const lighten = (colour: string, amount: number): string => mix(colour, "#ffffff", amount);
const darken = (colour: string, amount: number): string => mix(colour, "#000000", amount);

// ---------------------------------------------------------------------------------------------------------
// Paint: the <defs> of one picture. Motifs ask it for gradients and clip paths by what they look like and
// it hands back a url, defining each only once however many nuts use it.

class Paint {
  private readonly defs = new Map<string, string>();

  private define(id: string, make: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, make());
    return `url(#${id})`;
  }

  /**
   * A radial gradient lit from the top-left of the picture, so a flat shape reads as a rounded object.
   * Items are drawn rotated; the gradient is turned back by the item's rotation (in steps of 45 degrees,
   * to keep the number of gradients small) so the light keeps coming from the same side.
   */
  lit(base: string, rotation = 0, gloss = 0.35): string {
    const turn = (((Math.round(rotation / 45) * 45) % 360) + 360) % 360;
    const id = `lit${base.slice(1)}t${turn}g${Math.round(gloss * 100)}`;
    return this.define(
      id,
      () =>
        `<radialGradient id="${id}" cx="0.4" cy="0.34" r="0.72" gradientTransform="rotate(${-turn} 0.5 0.5)">` +
        `<stop offset="0" stop-color="${lighten(base, gloss)}"/><stop offset="0.55" stop-color="${base}"/>` +
        `<stop offset="1" stop-color="${darken(base, 0.32)}"/></radialGradient>`,
    );
  }

  /** A straight gradient through the given colours, from (x1, y1) to (x2, y2) of the shape's box. */
  linear(colours: readonly string[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `lin${colours.map((colour) => colour.slice(1)).join("")}${[x1, y1, x2, y2].join("")}`.replace(/\./g, "");
    const stops = colours
      .map((colour, index) => `<stop offset="${num(index / Math.max(1, colours.length - 1))}" stop-color="${colour}"/>`)
      .join("");
    return this.define(
      id,
      () => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`,
    );
  }

  /** A radial gradient from the centre outwards (glows, the well of a plate, the inside of a bowl). */
  radial(colours: readonly string[], opacities: readonly number[] = []): string {
    const id = `rad${colours.map((colour) => colour.slice(1)).join("")}${opacities.join("").replace(/\./g, "")}`;
    const stops = colours
      .map(
        (colour, index) =>
          `<stop offset="${num(index / Math.max(1, colours.length - 1))}" stop-color="${colour}" stop-opacity="${opacities[index] ?? 1}"/>`,
      )
      .join("");
    return this.define(id, () => `<radialGradient id="${id}">${stops}</radialGradient>`);
  }

  /** Clip to a path; shapes drawn in the same local frame share one clip path. */
  clip(d: string): string {
    const id = `clip${hashText(d).toString(36)}`;
    return this.define(id, () => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  }

  svg(): string {
    return `<defs>${[...this.defs.values()].join("")}</defs>`;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Shape helpers. Motifs are drawn in a local frame about 100 units long, centred on 0,0, pointing up.

/** A closed curve through the points (Catmull-Rom turned into cubic Béziers): organic, never pointy. */
function smoothPath(points: readonly Point[]): string {
  const at = (index: number): Point => points[(index + points.length) % points.length]!;
  let d = `M${pt(at(0))}`;
  for (let index = 0; index < points.length; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${d}Z`;
}

/** Points round an ellipse with a little random give, the outline of anything dried or hand-made. */
function blobPoints(rand: Random, rx: number, ry: number, wobble: number, count = 10): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const give = 1 + (rand() * 2 - 1) * wobble;
    return [Math.cos(angle) * rx * give, Math.sin(angle) * ry * give] as const;
  });
}

/**
 * A teardrop pointing up, `width` each side of the middle and `length` above and below it. `point` shapes the
 * tip: small is sharp (almond, sunflower seed), 1 is a blunt egg (hazelnut, chia).
 */
function teardrop(width: number, length = 50, point = 0.37): string {
  const [w, l] = [width, length];
  const right =
    `C${num(w * point)},${num(-l * 0.8)} ${num(w)},${num(-l * 0.36)} ${num(w)},${num(l * 0.16)}` +
    `C${num(w)},${num(l * 0.64)} ${num(w * 0.52)},${num(l)} 0,${num(l)}`;
  // The left side is the right one mirrored and walked backwards, so the outline stays one closed curve.
  const left =
    `C${num(-w * 0.52)},${num(l)} ${num(-w)},${num(l * 0.64)} ${num(-w)},${num(l * 0.16)}` +
    `C${num(-w)},${num(-l * 0.36)} ${num(-w * point)},${num(-l * 0.8)} 0,${num(-l)}`;
  return `M0,${num(-l)}${right}${left}Z`;
}

/** A symmetrical outline from its right half (top to bottom, both ends on the middle line). */
function mirrored(right: readonly Point[]): Point[] {
  const left = right
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [-x, y] as const);
  return [...right, ...left];
}

/** Short curved strokes inside an ellipse: wrinkles of raisins and dates, grooves of walnuts. */
function strokes(rand: Random, count: number, rx: number, ry: number, length: number): string {
  let d = "";
  for (let index = 0; index < count; index += 1) {
    const angle = rand() * Math.PI * 2;
    const reach = Math.sqrt(rand()) * 0.72;
    const start: Point = [Math.cos(angle) * rx * reach, Math.sin(angle) * ry * reach];
    const heading = rand() * Math.PI * 2;
    const end: Point = [start[0] + Math.cos(heading) * length, start[1] + Math.sin(heading) * length];
    const bend = (rand() - 0.5) * length;
    const control: Point = [
      (start[0] + end[0]) / 2 - Math.sin(heading) * bend,
      (start[1] + end[1]) / 2 + Math.cos(heading) * bend,
    ];
    d += `M${pt(start)}Q${pt(control)} ${pt(end)}`;
  }
  return d;
}

function strokePath(d: string, colour: string, width: number, opacity: number): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;
}

/** Little dots inside an ellipse: pits of an almond shell, seeds of a kiwi, spice on cashews. */
function specks(rand: Random, count: number, rx: number, ry: number, radius: number, colour: string, opacity: number) {
  let circles = "";
  for (let index = 0; index < count; index += 1) {
    const angle = rand() * Math.PI * 2;
    const reach = Math.sqrt(rand()) * 0.85;
    const r = radius * between(rand, 0.6, 1.3);
    circles += `<ellipse cx="${num(Math.cos(angle) * rx * reach)}" cy="${num(Math.sin(angle) * ry * reach)}" rx="${num(r)}" ry="${num(r * 0.8)}"/>`;
  }
  return `<g fill="${colour}" fill-opacity="${opacity}">${circles}</g>`;
}

/** A soft white streak: the shine on glossy things (dates, honey, glass). */
function shine(d: string, width: number, opacity = 0.35): string {
  return strokePath(d, "#ffffff", width, opacity);
}

/**
 * The item's own outline in translucent brown, shifted down and right on the page (so against the item's
 * rotation) in two steps for a soft edge: a cast shadow, as if lit from the top left.
 */
function castShadow(d: string, rotation: number, rule: "nonzero" | "evenodd" = "nonzero"): string {
  const angle = (rotation * Math.PI) / 180;
  const offset = (distance: number) => {
    const [dx, dy] = [distance * 0.45, distance];
    return `${num(dx * Math.cos(angle) + dy * Math.sin(angle))} ${num(-dx * Math.sin(angle) + dy * Math.cos(angle))}`;
  };
  return (
    `<path d="${d}" transform="translate(${offset(9)})" fill="#3b2414" fill-opacity="0.1" fill-rule="${rule}"/>` +
    `<path d="${d}" transform="translate(${offset(5)})" fill="#3b2414" fill-opacity="0.2" fill-rule="${rule}"/>`
  );
}

/** Places a motif drawn in its local frame at x, y, turned by `rotation` degrees and sized by `scale`. */
function place(x: number, y: number, scale: number, rotation: number, body: string): string {
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotation)}) scale(${Math.round(scale * 1000) / 1000})">${body}</g>`;
}

// ---------------------------------------------------------------------------------------------------------
// Motifs: one item each, drawn at x, y, scale and rotation. A scale of 1 is about 100 px long.

type Motif = (paint: Paint, rand: Random, x: number, y: number, scale: number, rotation: number) => string;

/** Most motifs are "a body, then details on it"; this does the placing and the lit fill of the body. */
function motif(
  outline: (rand: Random) => string,
  colour: string | ((rand: Random) => string),
  details: (paint: Paint, rand: Random, d: string, colour: string) => string = () => "",
  gloss = 0.35,
): Motif {
  return (paint, rand, x, y, scale, rotation) => {
    const d = outline(rand);
    const base = typeof colour === "string" ? colour : colour(rand);
    const body = `${castShadow(d, rotation)}<path d="${d}" fill="${paint.lit(base, rotation, gloss)}"/>${details(paint, rand, d, base)}`;
    return place(x, y, scale, rotation, body);
  };
}

/** Details drawn only inside the outline, so ridges and caps never spill over the edge. */
function clipped(paint: Paint, d: string, content: string): string {
  return `<g clip-path="${paint.clip(d)}">${content}</g>`;
}

const almondOutline = teardrop(28, 50, 0.3);

/** Almond kernel: brown teardrop with fine lengthwise ridges; `pitted` is the paler shell of Kaghzi almonds. */
function almond(colour: string, pitted = false): Motif {
  return motif(
    () => almondOutline,
    (rand) => mix(colour, pitted ? "#e8cfa4" : "#5a2f14", rand() * 0.15),
    (paint, rand, d, base) => {
      // Ridges run from tip to base, each a little wavy so the skin looks grained rather than striped.
      const ridges = Array.from({ length: 9 }, (_, index) => {
        const dx = (index - 4) * 6 + between(rand, -1.5, 1.5);
        const wave = between(rand, -3, 3);
        return `M${num(dx * 0.2)},-48C${num(dx * 0.9 + wave)},-20 ${num(dx * 1.2 - wave)},16 ${num(dx * 0.7)},50`;
      }).join("");
      const pits = pitted ? specks(rand, 30, 26, 46, 2.2, darken(base, 0.4), 0.5) : "";
      const seam = pitted ? strokePath("M0,-50Q3,0 0,50", darken(base, 0.3), 2, 0.5) : "";
      const grain = pitted ? "" : strokePath(strokes(rand, 5, 22, 40, 10), lighten(base, 0.3), 1, 0.25);
      return clipped(paint, d, strokePath(ridges, darken(base, 0.35), pitted ? 0.8 : 1.2, 0.3) + grain + pits + seam);
    },
  );
}

/** Pistachio in its split beige shell with the green kernel showing; `kernel` draws a shelled green kernel. */
function pistachio(shell: string, kernel = false): Motif {
  if (kernel) {
    return motif(
      (rand) => smoothPath(blobPoints(rand, 17, 34, 0.06, 10)),
      (rand) => mix("#86a83c", "#a3b94a", rand()),
      (paint, rand, d) =>
        clipped(
          paint,
          d,
          specks(rand, 4, 16, 30, 9, "#7b3f4f", 0.55) + strokePath("M0,-30Q-4,0 0,30", "#5c7a24", 1.5, 0.5),
        ),
      0.4,
    );
  }
  return motif(
    (rand) => smoothPath(blobPoints(rand, 28, 38, 0.04, 12)),
    shell,
    (paint, rand, d, base) => {
      // The shell gapes widest at its end and closes towards the middle, showing the kernel.
      const gap = "M-10,-42C-13,-20 -8,6 0,22C8,6 13,-20 10,-42Z";
      const nut = `<path d="${gap}" fill="${paint.lit("#7fa236", 0, 0.45)}"/>`;
      const skin = `<path d="M-9,-6C-7,8 -3,14 0,21C-5,12 -11,4 -11,-10Z" fill="#8b4a5a" fill-opacity="0.75"/>`;
      const lips = strokePath("M10,-42C13,-20 8,6 0,22M-10,-42C-13,-20 -8,6 0,22", darken(base, 0.35), 1.8, 0.8);
      const salt = specks(rand, 10, 26, 36, 1.2, "#ffffff", 0.7);
      return clipped(paint, d, nut + skin + lips + salt);
    },
    0.4,
  );
}

/** Points along a bent band (a crescent): used for cashews. */
function crescentPoints(radius: number, from: number, to: number, thickness: number): Point[] {
  const steps = 9;
  const side = (sign: number) =>
    Array.from({ length: steps }, (_, index) => {
      const u = index / (steps - 1);
      const angle = ((from + (to - from) * u) * Math.PI) / 180;
      const half = (thickness / 2) * (0.62 + 0.38 * Math.sin(Math.PI * u));
      const r = radius + sign * half;
      return [Math.cos(angle) * r, Math.sin(angle) * r] as const;
    });
  return [...side(1), ...side(-1).reverse()];
}

const cashewOutline = smoothPath(crescentPoints(24, -80, 175, 30));

/** Cashew: a cream kidney with the faint line where its two halves meet. */
function cashew(colour: string, spiced = false): Motif {
  return motif(
    () => cashewOutline,
    (rand) => mix(colour, lighten(colour, 0.4), rand() * 0.35),
    (paint, rand, d, base) => {
      const seam = strokePath("M4,-23A24,24 0 1 1 -23,4", darken(base, 0.25), 1.2, 0.4);
      const spice = spiced ? specks(rand, 22, 38, 38, 1.6, "#a3301b", 0.6) : "";
      return clipped(paint, d, seam + spice);
    },
    0.4,
  );
}

/** Raisins, currants and other small wrinkled fruit: a lumpy blob with light and dark creases. */
function wrinkled(
  colour: string | ((rand: Random) => string),
  rx: number,
  ry: number,
  creases: number,
  gloss = 0.3,
): Motif {
  return motif(
    (rand) => smoothPath(blobPoints(rand, rx, ry, 0.14, 9)),
    colour,
    (paint, rand, d, base) =>
      clipped(
        paint,
        d,
        strokePath(strokes(rand, creases, rx, ry, rx * 0.8), darken(base, 0.45), 2, 0.45) +
          strokePath(strokes(rand, Math.ceil(creases / 2), rx, ry, rx * 0.6), lighten(base, 0.4), 1.4, 0.35),
      ),
    gloss,
  );
}

/** Dried apricot: an orange round with its crease. */
const apricot = motif(
  (rand) => smoothPath(blobPoints(rand, 42, 38, 0.06, 11)),
  (rand) => mix("#e8871f", "#d9691a", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      strokePath("M-4,-38Q8,-14 2,6", darken(base, 0.35), 3, 0.55) +
        strokePath(strokes(rand, 6, 40, 36, 18), darken(base, 0.25), 1.6, 0.3),
    ),
  0.35,
);

const figOutline = teardrop(44, 48, 1.1);
const figStalk = `<path d="M-4,-46Q-1,-58 3,-60L7,-57Q3,-52 4,-45Z" fill="#5d4226"/>`;

/** Whole dried fig (anjeer): a tan or purplish round, creased from the middle, with its little stalk. */
const wholeFig = motif(
  () => figOutline,
  (rand) => pick(rand, ["#b98a57", "#a97a4b", "#c49a63", "#7a4a5c"]),
  (paint, rand, d, base) => {
    const creases = Array.from({ length: 7 }, (_, index) => {
      const angle = (index / 7) * Math.PI * 2 + rand();
      return `M0,8Q${num(Math.cos(angle + 0.3) * 18)},${num(8 + Math.sin(angle + 0.3) * 18)} ${num(Math.cos(angle) * 40)},${num(8 + Math.sin(angle) * 38)}`;
    }).join("");
    return clipped(paint, d, strokePath(creases, darken(base, 0.35), 1.6, 0.4)) + figStalk;
  },
);

/** Halved fig: cream flesh round a red heart full of tiny seeds, what makes a fig a fig at a glance. */
const halfFig = motif(
  () => figOutline,
  "#a8794a",
  (paint, rand) => {
    const flesh = `<g transform="translate(0 4)"><path d="${teardrop(37, 41, 1.1)}" fill="#f1e0bd"/></g>`;
    const heart = `<g transform="translate(0 8)"><path d="${teardrop(25, 30, 1.2)}" fill="${paint.radial(["#e0824e", "#c4473a", "#a8383a"])}"/></g>`;
    const seeds = specks(rand, 34, 22, 26, 1.8, "#f8df96", 0.9);
    return flesh + heart + `<g transform="translate(0 8)">${seeds}</g>` + figStalk;
  },
);

/** Figs on a plate: mostly whole, some halved. */
const fig: Motif = (paint, rand, ...where) => (rand() < 0.4 ? halfFig : wholeFig)(paint, rand, ...where);

const chilgozaOutline = teardrop(12, 50, 0.5);

/** Chilgoza pine nut: slim dark-brown shell with a pale tip. */
const chilgoza = motif(
  () => chilgozaOutline,
  (rand) => mix("#4a2a1a", "#6a3d22", rand()),
  (paint, _rand, d) =>
    clipped(
      paint,
      d,
      `<path d="M-12,-50H12V-24Q0,-18 -12,-24Z" fill="#d8b98f"/>` + shine("M-4,-10Q-6,14 -3,36", 2.5, 0.25),
    ),
  0.45,
);

/** Date: a long glossy oval, a little narrower at the stalk; shade, plumpness and size set the variety. */
function date(colour: string, plump: number): Motif {
  const width = 48 * plump;
  return motif(
    (rand) =>
      smoothPath(
        blobPoints(rand, width, 48, 0.035, 12).map(([x, y]) => [x * (1 - 0.18 * Math.max(0, -y / 48)), y] as const),
      ),
    (rand) => mix(colour, darken(colour, 0.3), rand() * 0.5),
    (paint, rand, d, base) => {
      // Soft creases across the fruit, each with a lit edge beside it so the skin looks crinkled, not scribbled
      // on; lengthwise stripes would read as coffee beans.
      let folds = "";
      for (let index = 0; index < 4; index += 1) {
        // Each crease starts at one edge and runs part of the way across, tilted a little: irregular,
        // so a plate of dates does not look striped.
        const y = between(rand, -32, 32);
        const reach = width * Math.sqrt(1 - (y / 48) ** 2);
        const side = index % 2 ? 1 : -1;
        const end = side * reach * between(rand, -0.2, 0.5);
        const tilt = between(rand, -12, 12);
        folds += `M${num(side * reach)},${num(y)}Q${num((side * reach + end) / 2)},${num(y + tilt / 2 + between(rand, 3, 8))} ${num(end)},${num(y + tilt)}`;
      }
      const creases =
        strokePath(folds, darken(base, 0.5), 2.4, 0.3) +
        `<g transform="translate(0 -2.5)">${strokePath(folds, lighten(base, 0.35), 1.5, 0.14)}</g>`;
      const cap = `<ellipse cx="0" cy="-44" rx="${num(width * 0.2)}" ry="3.5" fill="${lighten(base, 0.25)}" fill-opacity="0.7"/>`;
      const gloss =
        `<ellipse cx="${num(-width * 0.42)}" cy="-6" rx="${num(width * 0.16)}" ry="24" fill="#ffffff" fill-opacity="0.2"/>` +
        `<ellipse cx="${num(-width * 0.45)}" cy="-14" rx="${num(width * 0.07)}" ry="9" fill="#ffffff" fill-opacity="0.35"/>`;
      return clipped(paint, d, creases + cap + gloss);
    },
    0.4,
  );
}

/** The right half of a shelled walnut's outline, top notch to bottom notch; the left is its mirror. */
const walnutHalf: Point[] = [
  [0, -22],
  [10, -34],
  [26, -40],
  [40, -30],
  [47, -10],
  [45, 10],
  [37, 28],
  [21, 40],
  [8, 36],
  [0, 27],
];

/** Shelled walnut half: two bumpy lobes either side of a deep groove, crinkled like a brain. */
const walnutKernel = motif(
  (rand) => {
    const right = walnutHalf.map(([x, y]) => [x * between(rand, 0.94, 1.05), y * between(rand, 0.96, 1.04)] as const);
    return smoothPath(mirrored(right));
  },
  (rand) => mix("#c99a5c", "#b8854a", rand()),
  (paint, rand, d, base) => {
    const folds = "M8,-30C22,-24 10,-12 24,-8C38,-4 24,8 36,16M12,2C4,12 18,20 12,32M30,-26C34,-18 40,-16 44,-12";
    const mirrored = folds.replace(/(-?\d+),/g, (_, x: string) => `${-Number(x)},`);
    return clipped(
      paint,
      d,
      strokePath(`${folds}${mirrored}`, darken(base, 0.45), 2.6, 0.55) +
        strokePath("M0,-24V28", darken(base, 0.55), 4, 0.7) +
        strokePath(strokes(rand, 8, 40, 32, 10), darken(base, 0.35), 1.4, 0.4) +
        strokePath(strokes(rand, 5, 40, 32, 12), lighten(base, 0.45), 1.6, 0.45),
    );
  },
);

/** Walnut in its shell: a round light-brown shell with the seam across it. */
const walnutShell = motif(
  (rand) => smoothPath(blobPoints(rand, 42, 39, 0.04, 12)),
  (rand) => mix("#b88a55", "#a87a46", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      strokePath(strokes(rand, 22, 42, 38, 14), darken(base, 0.4), 2, 0.45) +
        strokePath("M0,-42Q-6,0 0,42", darken(base, 0.5), 3.2, 0.7) +
        strokePath("M3,-42Q-2,0 3,42", lighten(base, 0.4), 1.6, 0.6),
    ),
);

/** Hazelnut: a round brown nut, a little pointed, with its pale cap at the base. */
const hazelnut = motif(
  () => teardrop(36, 40, 0.9),
  (rand) => mix("#8a4a20", "#a0592a", rand()),
  (paint, _rand, d, base) =>
    clipped(
      paint,
      d,
      strokePath("M-14,-30Q-22,0 -18,24M0,-36Q0,0 0,24M14,-30Q22,0 18,24", darken(base, 0.35), 1.6, 0.35) +
        `<ellipse cx="0" cy="38" rx="34" ry="17" fill="${paint.lit("#dcc39b", 0, 0.3)}"/>`,
    ),
  0.4,
);

/** Macadamia: a cream ball with a little eye. */
const macadamia = motif(
  (rand) => smoothPath(blobPoints(rand, 34, 33, 0.03, 10)),
  (rand) => mix("#eedcb2", "#e2c994", rand()),
  (_paint, rand, _d, base) =>
    `<circle cx="${num(between(rand, -12, 12))}" cy="18" r="3.5" fill="${darken(base, 0.35)}" fill-opacity="0.6"/>`,
  0.45,
);

/** Brazil nut: long and three-sided under a brown skin; the ridge is drawn lighter. */
const brazilNut = motif(
  () =>
    smoothPath([
      [0, -50],
      [15, -32],
      [19, 0],
      [14, 34],
      [0, 50],
      [-13, 34],
      [-17, 0],
      [-13, -32],
    ]),
  (rand) => mix("#6b4124", "#7d4e2c", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      `<path d="M2,-50L19,-20L18,20L2,50Q8,0 2,-50Z" fill="${darken(base, 0.25)}" fill-opacity="0.6"/>` +
        strokePath("M2,-46Q7,0 2,46", lighten(base, 0.45), 3, 0.55) +
        specks(rand, 3, 12, 40, 5, "#e7d3ae", 0.7),
    ),
);

/** Pecan half: long, reddish-brown, a groove down the middle and ridges across. */
const pecan = motif(
  () => teardrop(22, 50, 0.6),
  (rand) => mix("#8a3d1c", "#9c4c24", rand()),
  (paint, _rand, d, base) => {
    const ridges = Array.from({ length: 8 }, (_, index) => {
      const y = -38 + index * 11;
      return `M0,${y}Q9,${y - 5} 20,${y + 2}M0,${y}Q-9,${y - 5} -20,${y + 2}`;
    }).join("");
    return clipped(
      paint,
      d,
      strokePath(ridges, darken(base, 0.45), 2.2, 0.5) + strokePath("M0,-48V48", darken(base, 0.55), 3, 0.7),
    );
  },
);

const peanutRight: Point[] = [
  [0, -48],
  [16, -44],
  [25, -32],
  [25, -15],
  [19, -2],
  [19, 6],
  [26, 18],
  [28, 33],
  [20, 46],
  [0, 50],
];
const peanutOutline = smoothPath(mirrored(peanutRight));

/** Peanut in its shell: two lobes with a waist and a netted surface. */
const peanutShell = motif(
  () => peanutOutline,
  (rand) => mix("#d2aa70", "#c39a5e", rand()),
  (paint, _rand, d, base) => {
    let net = "";
    for (let y = -46; y <= 48; y += 8) net += `M-24,${y}H24`;
    for (let x = -22; x <= 22; x += 7) net += `M${x},-46V48`;
    return clipped(paint, d, strokePath(net, darken(base, 0.3), 1.1, 0.35));
  },
);

/** Shelled peanut kernel: roasted ones keep their red skin, honey-roasted ones are glazed gold. */
function peanutKernel(colour: string, glazed = false): Motif {
  return motif(
    (rand) => smoothPath(blobPoints(rand, 30, 44, 0.05, 10)),
    (rand) => mix(colour, darken(colour, 0.2), rand()),
    (paint, rand, d, base) =>
      clipped(
        paint,
        d,
        strokePath("M0,-42Q4,0 0,42", darken(base, 0.35), 1.5, 0.4) +
          (glazed ? specks(rand, 14, 28, 40, 1.8, "#fff3d0", 0.7) : specks(rand, 3, 26, 38, 6, "#e8c99a", 0.45)),
      ),
    glazed ? 0.55 : 0.35,
  );
}

/** Chickpea (chana): a beige round with its little beak and the crease beside it. */
const chickpea = motif(
  (rand) =>
    smoothPath(
      blobPoints(rand, 40, 40, 0.06, 12).map(([x, y], index) => (index === 9 ? ([x + 8, y - 10] as const) : [x, y])),
    ),
  (rand) => mix("#c89356", "#a8733c", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      strokePath("M14,-44Q4,-10 -12,4", darken(base, 0.35), 2.2, 0.5) +
        strokePath(strokes(rand, 4, 36, 36, 14), darken(base, 0.3), 1.4, 0.3),
    ),
);

interface SeedLook {
  width: number;
  point: number;
  colours: readonly string[];
  rim?: string;
  stripes?: string;
  gloss?: number;
}

/** One seed; seeds differ only in proportions, colour and markings, so a single parameterised motif draws them all. */
function seed(look: SeedLook): Motif {
  const outline = teardrop(look.width, 50, look.point);
  return motif(
    () => outline,
    (rand) => pick(rand, look.colours),
    (paint, _rand, d) => {
      const rim = look.rim ? strokePath(d, look.rim, 7, 0.9) : "";
      const stripes = look.stripes
        ? strokePath(
            [-0.55, -0.2, 0.2, 0.55]
              .map((u) => `M${num(u * look.width * 0.5)},-44Q${num(u * look.width * 1.3)},0 ${num(u * look.width)},46`)
              .join(""),
            look.stripes,
            look.width * 0.16,
            0.85,
          )
        : "";
      return clipped(paint, d, rim + stripes);
    },
    look.gloss ?? 0.35,
  );
}

/** A slice seen from above: a round of flesh inside a rind, with a pattern (seed ring, segments, core). */
function fruitDisc(
  rind: string,
  flesh: string,
  pattern: (rand: Random) => string,
  options: { hole?: number; wobble?: number } = {},
): Motif {
  return (paint, rand, x, y, scale, rotation) => {
    const outer = smoothPath(blobPoints(rand, 46, 46, options.wobble ?? 0.04, 14));
    const inner = smoothPath(blobPoints(rand, 40, 40, options.wobble ?? 0.03, 14));
    const hole = options.hole
      ? `M${options.hole},0A${options.hole},${options.hole} 0 1 0 ${-options.hole},0A${options.hole},${options.hole} 0 1 0 ${options.hole},0Z`
      : "";
    const body =
      castShadow(`${outer}${hole}`, rotation, "evenodd") +
      `<path d="${outer}${hole}" fill-rule="evenodd" fill="${paint.lit(rind, rotation, 0.2)}"/>` +
      `<path d="${inner}${hole}" fill-rule="evenodd" fill="${paint.lit(flesh, rotation, 0.3)}"/>` +
      clipped(paint, inner, pattern(rand));
    return place(x, y, scale, rotation, body);
  };
}

function rays(count: number, from: number, to: number, colour: string, width: number, opacity: number): string {
  const d = Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    return `M${num(Math.cos(angle) * from)},${num(Math.sin(angle) * from)}L${num(Math.cos(angle) * to)},${num(Math.sin(angle) * to)}`;
  }).join("");
  return strokePath(d, colour, width, opacity);
}

function ringOfDots(count: number, radius: number, size: number, colour: string): string {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const x = Math.cos(angle) * radius;
    const y = Math.sin(angle) * radius;
    return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size)}" ry="${num(size * 0.55)}" transform="rotate(${num((angle * 180) / Math.PI)} ${num(x)} ${num(y)})" fill="${colour}"/>`;
  }).join("");
}

const kiwiSlice = fruitDisc(
  "#7a5a32",
  "#8fbf3a",
  () =>
    `<circle r="15" fill="#e9efc4" fill-opacity="0.85"/>` +
    rays(28, 15, 38, "#d7e8a0", 1.6, 0.6) +
    ringOfDots(16, 20, 2.8, "#1d1a12"),
);

const orangeSlice = fruitDisc("#e8751a", "#fbe3b8", () => {
  const segments = Array.from({ length: 10 }, (_, index) => {
    const a = (index / 10) * Math.PI * 2 + 0.06;
    const b = ((index + 1) / 10) * Math.PI * 2 - 0.06;
    return `M${num(Math.cos(a) * 4)},${num(Math.sin(a) * 4)}L${num(Math.cos(a) * 35)},${num(Math.sin(a) * 35)}A35,35 0 0 1 ${num(Math.cos(b) * 35)},${num(Math.sin(b) * 35)}Z`;
  }).join("");
  return `<path d="${segments}" fill="#f39a1e"/>` + rays(20, 8, 33, "#ffd27a", 1, 0.5);
});

const pineappleRing = fruitDisc(
  "#d9a21c",
  "#f4c83a",
  () =>
    rays(36, 12, 40, "#c98f12", 1.6, 0.45) +
    `<circle r="30" fill="none" stroke="#fae08a" stroke-width="3" stroke-opacity="0.6"/>`,
  { hole: 11, wobble: 0.05 },
);

const appleChip = fruitDisc(
  "#b3222e",
  "#f4e7c6",
  () =>
    `<path d="M0,-14L5,-4 15,-3 7,4 9,14 0,8 -9,14 -7,4 -15,-3 -5,-4Z" fill="#e6d3a0"/>` +
    ringOfDots(5, 9, 3.2, "#5a3018") +
    rays(14, 18, 38, "#e7d8b0", 1, 0.6),
  { wobble: 0.07 },
);

const bananaChip = fruitDisc(
  "#e1c06a",
  "#f3dc8e",
  (rand) => specks(rand, 9, 14, 14, 1.6, "#8a5a24", 0.7) + rays(16, 10, 36, "#e6c469", 1.2, 0.5),
  { wobble: 0.05 },
);

/** Mango strip: an irregular orange ribbon with fibres along it. */
const mangoStrip = motif(
  (rand) => smoothPath(blobPoints(rand, 28, 48, 0.12, 12)),
  (rand) => mix("#f7ac2a", "#ee8f1c", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      strokePath("M-10,-44Q-14,0 -9,44M4,-46Q8,0 3,46", lighten(base, 0.4), 2.4, 0.5) +
        strokePath(strokes(rand, 5, 20, 40, 18), darken(base, 0.15), 1.4, 0.4),
    ),
  0.25,
);

/** Papaya: soft orange cubes. */
const papayaCube = motif(
  (rand) =>
    smoothPath(
      [
        [-30, -30],
        [0, -33],
        [30, -30],
        [33, 0],
        [30, 30],
        [0, 33],
        [-30, 30],
        [-33, 0],
      ].map(([x, y]) => [x! * between(rand, 0.92, 1.05), y! * between(rand, 0.92, 1.05)] as const),
    ),
  (rand) => mix("#f08a2e", "#e8742a", rand()),
  (_paint, rand, _d, base) =>
    `<path d="M-24,-24Q0,-30 24,-24" fill="none" stroke="${lighten(base, 0.45)}" stroke-width="4" stroke-opacity="0.5"/>` +
    specks(rand, 6, 26, 26, 1.4, "#ffffff", 0.6),
  0.35,
);

/** Strawberry slice: a red heart with its pale pink heart inside. */
const strawberrySlice = motif(
  () => "M0,46C-24,26 -42,6 -40,-16C-38,-36 -16,-44 0,-30C16,-44 38,-36 40,-16C42,6 24,26 0,46Z",
  (rand) => mix("#c3223a", "#a8182c", rand()),
  (paint, rand, d) =>
    clipped(
      paint,
      d,
      `<path d="M0,30C-14,18 -26,4 -25,-12C-24,-25 -10,-28 0,-18C10,-28 24,-25 25,-12C26,4 14,18 0,30Z" fill="#f29aa3" fill-opacity="0.8"/>` +
        strokePath("M0,-16Q-2,6 0,24", "#fff2ee", 3, 0.7) +
        specks(rand, 8, 34, 34, 1.5, "#fbe08a", 0.8),
    ),
);

/** Dried berries: small shapes told apart by colour, proportion and one telling detail. */
const cranberry = wrinkled((rand) => mix("#b21f32", "#8e1424", rand()), 48, 36, 5, 0.35);
const blackCurrant = wrinkled((rand) => mix("#2a1a26", "#3a2232", rand()), 46, 44, 4, 0.4);
const raisin = (colours: readonly [string, string]) => wrinkled((rand) => mix(...colours, rand()), 48, 37, 6);
const plum = wrinkled((rand) => mix("#3c1230", "#52173e", rand()), 48, 43, 8, 0.3);

const blueberry = motif(
  (rand) => smoothPath(blobPoints(rand, 36, 35, 0.06, 10)),
  (rand) => mix("#42507e", "#35406a", rand()),
  (paint, rand, d, base) =>
    clipped(
      paint,
      d,
      `<circle r="40" fill="#a7b3d8" fill-opacity="0.18"/>` +
        strokePath(strokes(rand, 3, 30, 30, 20), darken(base, 0.4), 2, 0.4) +
        `<path d="M8,-14L11,-6 19,-5 13,0 15,8 8,4 1,8 3,0 -3,-5 5,-6Z" fill="${darken(base, 0.55)}"/>`,
    ),
  0.3,
);

const goji = motif(
  (rand) => teardrop(between(rand, 15, 18), 48, 0.7),
  (rand) => mix("#e0452a", "#c9341f", rand()),
  (paint, rand, d, base) =>
    clipped(paint, d, strokePath(strokes(rand, 4, 14, 40, 22), darken(base, 0.35), 1.6, 0.45)) +
    `<circle cx="0" cy="-44" r="3" fill="#f2d7a0"/>`,
  0.4,
);

const whiteMulberry = motif(
  () => teardrop(27, 48, 1.3),
  (rand) => mix("#e6d3a8", "#d6bf8c", rand()),
  (paint, rand, d, base) => {
    // Staggered rows of little drupelets inside the outline make the bumpy body of a mulberry.
    const bumps = Array.from({ length: 24 }, (_, index) => {
      const row = Math.floor(index / 4);
      const x = ((index % 4) - 1.5) * 15 + (row % 2 ? 5 : -3);
      const y = -38 + row * 15;
      return `<circle cx="${x}" cy="${y}" r="${num(between(rand, 8, 9.5))}" fill="${paint.lit(base, 0, 0.45)}" stroke="${darken(base, 0.2)}" stroke-width="0.8" stroke-opacity="0.7"/>`;
    }).join("");
    return clipped(paint, d, bumps) + `<path d="M0,-46Q2,-54 6,-57" stroke="#8a6a3a" stroke-width="2.6" fill="none"/>`;
  },
);

const cherry = motif(
  (rand) => smoothPath(blobPoints(rand, 36, 32, 0.1, 10)),
  (rand) => mix("#6d0f20", "#881528", rand()),
  (paint, rand, d, base) =>
    clipped(paint, d, strokePath(strokes(rand, 4, 30, 28, 18), darken(base, 0.45), 2, 0.45)) +
    strokePath("M0,-28Q6,-48 20,-58", "#6b5228", 3.5, 1),
  0.45,
);

// Seeds: `width` is each side of the middle against a length of 100; `point` is how sharp the tip is.
const chia = seed({ width: 30, point: 1, colours: ["#6f6a66", "#8f8983", "#4c4845", "#b8b0a5"] });
const flax = seed({ width: 24, point: 0.45, colours: ["#7e4420", "#8f5228", "#6e3a1b"], gloss: 0.6 });
const pumpkin = seed({ width: 26, point: 0.6, colours: ["#5a8a37", "#4f7d30", "#679646"], rim: "#a9c27a" });
const sunflower = seed({ width: 24, point: 0.3, colours: ["#2b2a28", "#33302c"], stripes: "#e9e3d4" });
const melon = seed({ width: 24, point: 0.9, colours: ["#f1e8cf", "#e8dcbc", "#f5eedb"] });
const watermelon = seed({ width: 28, point: 0.45, colours: ["#1e1916", "#2a221c"], rim: "#7a6a58", gloss: 0.45 });
const basil = seed({ width: 32, point: 1, colours: ["#141210", "#1e1b18"], gloss: 0.55 });
const sesame = seed({ width: 26, point: 0.45, colours: ["#eddcb2", "#e4cf9e", "#f3e6c4"] });

// ---------------------------------------------------------------------------------------------------------
// Scenes: what a product's picture is made of.

/** An item on the plate and its length in pixels on an 800 px picture. */
interface Ingredient {
  motif: Motif;
  size: number;
}

/** Draws a whole object (box, basket, jar) centred at cx, cy; `unit` is 1 on an 800 px picture. */
type Hero = (paint: Paint, rand: Random, cx: number, cy: number, unit: number) => string;

interface Scene {
  /** What the pile is made of; it also fills the clear pouch of the "pack" picture. */
  ingredients: readonly Ingredient[];
  /** How many items lie on the plate. */
  count: number;
  /** Small seeds sit as a heap in a wooden bowl; everything else lies on a plate. */
  vessel: "plate" | "bowl";
  /** The colour of the heap under the top layer of seeds, so a bowl reads as full rather than as dots on wood. */
  bed?: string;
  /** A single object drawn instead of a pile, for gifts, and how far below its centre it stands (800 px scale). */
  hero?: { draw: Hero; base: number };
}

const on = (motif: Motif, size: number): Ingredient => ({ motif, size });

function pile(ingredients: readonly Ingredient[], count: number): Scene {
  return { ingredients, count, vessel: "plate" };
}

function heap(ingredients: readonly Ingredient[], count: number, bed: string): Scene {
  return { ingredients, count, vessel: "bowl", bed };
}

function gift(draw: Hero, base: number, ingredients: readonly Ingredient[]): Scene {
  return { ingredients, count: 12, vessel: "plate", hero: { draw, base } };
}

/** Date varieties: colour, plumpness (width against length) and size on the plate. */
const dates = {
  ajwa: on(date("#2a1511", 0.6), 150),
  medjool: on(date("#7a3c18", 0.58), 200),
  kalmi: on(date("#3a1b10", 0.42), 175),
  mabroom: on(date("#5c2815", 0.4), 175),
  sukkari: on(date("#b07636", 0.55), 160),
  rabbi: on(date("#3c1d12", 0.5), 160),
  aseel: on(date("#6b3619", 0.52), 155),
  mazafati: on(date("#231210", 0.52), 160),
  amber: on(date("#8c4a1e", 0.5), 185),
};

const nuts = {
  almond: on(almond("#a0612f"), 140),
  almondShell: on(almond("#d7b17c", true), 160),
  pistachio: on(pistachio("#d9bf8e"), 120),
  pistachioKernel: on(pistachio("#d9bf8e", true), 95),
  cashew: on(cashew("#efd7a6"), 135),
  masalaCashew: on(cashew("#d08a3c", true), 135),
  walnut: on(walnutKernel, 150),
  walnutShell: on(walnutShell, 140),
  hazelnut: on(hazelnut, 110),
  macadamia: on(macadamia, 105),
  brazil: on(brazilNut, 150),
  pecan: on(pecan, 140),
  chilgoza: on(chilgoza, 110),
  peanut: on(peanutShell, 130),
  roastedPeanut: on(peanutKernel("#a8472f"), 70),
  honeyPeanut: on(peanutKernel("#c98a32", true), 70),
  chickpea: on(chickpea, 72),
};

const fruit = {
  goldenRaisin: on(raisin(["#c98a2b", "#b87420"]), 72),
  blackRaisin: on(raisin(["#3a1c2c", "#4a2231"]), 85),
  apricot: on(apricot, 130),
  fig: on(fig, 150),
  plum: on(plum, 110),
  mango: on(mangoStrip, 190),
  kiwi: on(kiwiSlice, 160),
  pineapple: on(pineappleRing, 180),
  strawberry: on(strawberrySlice, 120),
  papaya: on(papayaCube, 85),
  apple: on(appleChip, 160),
  banana: on(bananaChip, 110),
  orange: on(orangeSlice, 170),
  cranberry: on(cranberry, 68),
  blueberry: on(blueberry, 65),
  goji: on(goji, 85),
  mulberry: on(whiteMulberry, 95),
  currant: on(blackCurrant, 50),
  cherry: on(cherry, 85),
};

const seeds = {
  chia: on(chia, 24),
  flax: on(flax, 38),
  pumpkin: on(pumpkin, 78),
  sunflower: on(sunflower, 72),
  melon: on(melon, 44),
  watermelon: on(watermelon, 58),
  basil: on(basil, 22),
  sesame: on(sesame, 30),
};

// ---------------------------------------------------------------------------------------------------------
// Gift objects

/** A flat face of a box: the parallelogram from `corner` along the edges `across` and `down`. */
function face(corner: Point, across: Point, down: Point, fill: string): string {
  const [x, y] = corner;
  const points: Point[] = [
    [x, y],
    [x + across[0], y + across[1]],
    [x + across[0] + down[0], y + across[1] + down[1]],
    [x + down[0], y + down[1]],
  ];
  return `<path d="M${points.map(pt).join("L")}Z" fill="${fill}"/>`;
}

/** A closed gift box seen from the front and a little above, tied with a ribbon and bow. */
function giftBox(colour: string, ribbon: string): Hero {
  return (paint, _rand, cx, cy, unit) => {
    const [w, h, band] = [330 * unit, 210 * unit, 30 * unit];
    // The receding edge: the top and the right side run back along it, up and to the right.
    const depth: Point = [120 * unit, -88 * unit];
    const x0 = cx - (w + depth[0]) / 2;
    const y0 = cy - (h + depth[1]) / 2;
    const mid = x0 + w / 2;
    const box =
      face([x0, y0], [w, 0], [0, h], paint.linear([colour, darken(colour, 0.2)])) +
      face([x0, y0], [w, 0], depth, lighten(colour, 0.18)) +
      face([x0 + w, y0], depth, [0, h], darken(colour, 0.3)) +
      face([x0, y0], [w, 0], [0, 30 * unit], darken(colour, 0.12));
    const ribbons =
      face([mid - band / 2, y0], [band, 0], [0, h], ribbon) +
      face([mid - band / 2, y0], [band, 0], depth, lighten(ribbon, 0.2)) +
      face([x0 + depth[0] / 2, y0 + depth[1] / 2 - band / 2], [w, 0], [0, band], lighten(ribbon, 0.2)) +
      face([x0 + w, y0 + h / 2 - band / 2], depth, [0, band], darken(ribbon, 0.2));
    const footing = pool(x0 + (w + depth[0]) / 2, y0 + h + depth[1] * 0.3, (w + depth[0]) * 0.55, 36 * unit, 0.35);
    return footing + box + ribbons + bow(paint, mid + depth[0] / 2, y0 + depth[1] / 2, unit, ribbon);
  };
}

/** Two ribbon loops and two tails round a knot. */
function bow(paint: Paint, x: number, y: number, unit: number, ribbon: string): string {
  const loop = (side: number) =>
    `<path d="M0,0C${side * 30},-50 ${side * 80},-40 ${side * 70},-8C${side * 62},12 ${side * 25},8 0,0Z" fill="${paint.lit(ribbon, 0, 0.3)}" stroke="${darken(ribbon, 0.3)}" stroke-width="2"/>`;
  const tail = (side: number) =>
    `<path d="M0,0L${side * 30},48L${side * 18},46L${side * 12},58Z" fill="${darken(ribbon, 0.15)}"/>`;
  return place(
    x,
    y,
    unit,
    0,
    `${tail(-1)}${tail(1)}${loop(-1)}${loop(1)}<ellipse rx="13" ry="11" fill="${paint.lit(ribbon, 0, 0.4)}"/>`,
  );
}

/** An open tray box seen from above with a few pieces in each compartment (gift boxes of dry fruit, stuffed dates). */
function compartmentBox(cells: readonly Ingredient[], columns: number, rows: number, colour: string): Hero {
  return (paint, rand, cx, cy, unit) => {
    const cell = 150 * unit;
    const border = 26 * unit;
    const width = columns * cell + border * 2;
    const height = rows * cell + border * 2;
    const x0 = cx - width / 2;
    const y0 = cy - height / 2;
    let inside = "";
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const x = x0 + border + column * cell;
        const y = y0 + border + row * cell;
        inside += `<rect x="${num(x + 4 * unit)}" y="${num(y + 4 * unit)}" width="${num(cell - 8 * unit)}" height="${num(cell - 8 * unit)}" rx="${num(10 * unit)}" fill="${paint.radial(["#f6e7c8", "#e2c99a"])}"/>`;
        const item = cells[(row * columns + column) % cells.length]!;
        inside += cluster(paint, rand, item, x + cell / 2, y + cell / 2, cell * 0.9, unit);
      }
    }
    return (
      `<rect x="${num(x0 + 6 * unit)}" y="${num(y0 + 12 * unit)}" width="${num(width + 6 * unit)}" height="${num(height + 6 * unit)}" rx="${num(20 * unit)}" fill="#3b2414" fill-opacity="0.12"/>` +
      `<rect x="${num(x0 + 4 * unit)}" y="${num(y0 + 8 * unit)}" width="${num(width)}" height="${num(height)}" rx="${num(16 * unit)}" fill="#3b2414" fill-opacity="0.18"/>` +
      `<rect x="${num(x0)}" y="${num(y0)}" width="${num(width)}" height="${num(height)}" rx="${num(16 * unit)}" fill="${paint.linear([lighten(colour, 0.15), colour, darken(colour, 0.2)], 0, 0, 1, 1)}"/>` +
      `<rect x="${num(x0 + border * 0.55)}" y="${num(y0 + border * 0.55)}" width="${num(width - border * 1.1)}" height="${num(height - border * 1.1)}" rx="${num(10 * unit)}" fill="none" stroke="#e7c36a" stroke-width="${num(4 * unit)}"/>` +
      inside
    );
  };
}

/** A few pieces of one ingredient close together, sized so they fit a compartment of `span` px. */
function cluster(
  paint: Paint,
  rand: Random,
  item: Ingredient,
  x: number,
  y: number,
  span: number,
  unit: number,
): string {
  // Big pieces are shrunk to share the compartment three to a cell; small ones fill it at their own size.
  const alone = item.size * unit >= span * 1.3;
  const length = alone ? span * 0.85 : Math.min(item.size * unit, span * 0.62);
  const count = alone ? 1 : length < span * 0.4 ? 6 : 3;
  const scale = length / 100;
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2 + rand();
    const reach = count === 1 ? 0 : span * (count === 3 ? 0.2 : 0.26);
    return item.motif(
      paint,
      rand,
      x + Math.cos(angle) * reach,
      y + Math.sin(angle) * reach,
      scale,
      between(rand, 0, 360),
    );
  }).join("");
}

/** Dates each topped with an almond, sitting in paper cups: the stuffed dates box. */
const stuffedDate: Ingredient = {
  size: 200,
  motif: (paint, rand, x, y, scale, rotation) =>
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(50 * scale)}" fill="${paint.radial(["#8a5a2c", "#6b4220"])}"/>` +
    dates.medjool.motif(paint, rand, x, y, scale * 0.9, rotation) +
    nuts.almond.motif(paint, rand, x, y, scale * 0.48, rotation),
};

/** A wicker basket heaped with dry fruit, a handle and a bow: the hamper. */
const hamper: Hero = (paint, rand, cx, cy, unit) => {
  const top = cy - 10 * unit;
  const half = 230 * unit;
  const depth = 170 * unit;
  const wicker = "#b07a3c";
  const basket = `M${num(cx - half)},${num(top)}L${num(cx + half)},${num(top)}L${num(cx + half * 0.8)},${num(top + depth)}Q${num(cx)},${num(top + depth + 24 * unit)} ${num(cx - half * 0.8)},${num(top + depth)}Z`;
  let weave = "";
  for (let row = 1; row < 7; row += 1) weave += `M${num(cx - half)},${num(top + row * 24 * unit)}H${num(cx + half)}`;
  for (let column = -9; column <= 9; column += 1)
    weave += `M${num(cx + column * 24 * unit)},${num(top)}L${num(cx + column * 20 * unit)},${num(top + depth + 20 * unit)}`;
  const handle = strokePath(
    `M${num(cx - half * 0.85)},${num(top)}C${num(cx - half * 0.8)},${num(top - 300 * unit)} ${num(cx + half * 0.8)},${num(top - 300 * unit)} ${num(cx + half * 0.85)},${num(top)}`,
    darken(wicker, 0.15),
    18 * unit,
    1,
  );
  const contents = [
    dates.medjool,
    nuts.almond,
    nuts.walnut,
    nuts.pistachio,
    fruit.apricot,
    nuts.cashew,
    fruit.fig,
    dates.ajwa,
  ];
  const mound = Array.from({ length: 14 }, (_, index) => {
    const item = contents[index % contents.length]!;
    const x = cx + (index / 13 - 0.5) * half * 1.7 + between(rand, -10, 10) * unit;
    const rise = Math.cos(((index / 13 - 0.5) * Math.PI) / 1.1) * 70 * unit;
    const y = top - rise * between(rand, 0.4, 1) + 6 * unit;
    return item.motif(paint, rand, x, y, (item.size * unit) / 100, between(rand, 0, 360));
  }).join("");
  return (
    pool(cx, top + depth + 14 * unit, half, 34 * unit, 0.4) +
    handle +
    mound +
    `<path d="${basket}" fill="${paint.linear([lighten(wicker, 0.1), darken(wicker, 0.25)])}"/>` +
    `<g clip-path="${paint.clip(basket)}">${strokePath(weave, darken(wicker, 0.4), 3 * unit, 0.5)}</g>` +
    `<rect x="${num(cx - half - 8 * unit)}" y="${num(top - 10 * unit)}" width="${num(half * 2 + 16 * unit)}" height="${num(22 * unit)}" rx="${num(11 * unit)}" fill="${darken(wicker, 0.1)}"/>` +
    bow(paint, cx + half * 0.55, top + 30 * unit, unit * 0.9, "#b3262e")
  );
};

/** Several small boxes, each with its own ribbon: wedding favours. */
const favourBoxes: Hero = (paint, rand, cx, cy, unit) => {
  const colours: [string, string][] = [
    ["#f1e4cc", "#c9a13c"],
    ["#8e1f3b", "#e7c36a"],
    ["#f4d6dc", "#b3263e"],
    ["#2f5d4f", "#e7c36a"],
    ["#f1e4cc", "#8e1f3b"],
  ];
  const spots: Point[] = [
    [-150, -90],
    [70, -110],
    [-50, 20],
    [160, 40],
    [-170, 140],
    [40, 160],
  ];
  return spots
    .map(([x, y], index) => {
      const [box, ribbon] = colours[index % colours.length]!;
      return giftBox(box, ribbon)(paint, rand, cx + x * unit, cy + y * unit, unit * 0.42);
    })
    .join("");
};

/** A glass jar of dates in honey with a gold lid. */
const honeyJar: Hero = (paint, rand, cx, cy, unit) => {
  const w = 250 * unit;
  const h = 330 * unit;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2 + 30 * unit;
  const jar = `M${num(x0 + 20 * unit)},${num(y0)}H${num(x0 + w - 20 * unit)}Q${num(x0 + w)},${num(y0)} ${num(x0 + w)},${num(y0 + 40 * unit)}V${num(y0 + h - 30 * unit)}Q${num(x0 + w)},${num(y0 + h)} ${num(x0 + w - 30 * unit)},${num(y0 + h)}H${num(x0 + 30 * unit)}Q${num(x0)},${num(y0 + h)} ${num(x0)},${num(y0 + h - 30 * unit)}V${num(y0 + 40 * unit)}Q${num(x0)},${num(y0)} ${num(x0 + 20 * unit)},${num(y0)}Z`;
  const inside = Array.from({ length: 9 }, (_, index) => {
    const x = x0 + w * (0.22 + (index % 3) * 0.28) + between(rand, -8, 8) * unit;
    const y = y0 + h * (0.25 + Math.floor(index / 3) * 0.26);
    return dates.rabbi.motif(paint, rand, x, y, unit * 1.1, between(rand, -40, 40) + 90 * (index % 2));
  }).join("");
  return (
    pool(cx, y0 + h, w * 0.6, 26 * unit, 0.4) +
    `<g clip-path="${paint.clip(jar)}">${inside}<rect x="${num(x0)}" y="${num(y0 + 20 * unit)}" width="${num(w)}" height="${num(h)}" fill="${paint.linear(["#f7b733", "#d9861a"])}" fill-opacity="0.3"/></g>` +
    `<path d="${jar}" fill="none" stroke="#fff7e0" stroke-opacity="0.8" stroke-width="${num(5 * unit)}"/>` +
    shine(`M${num(x0 + 30 * unit)},${num(y0 + 60 * unit)}V${num(y0 + h - 60 * unit)}`, 14 * unit, 0.35) +
    `<rect x="${num(x0 + 10 * unit)}" y="${num(y0 - 55 * unit)}" width="${num(w - 20 * unit)}" height="${num(60 * unit)}" rx="${num(12 * unit)}" fill="${paint.linear(["#f3d27a", "#b8862a", "#e8c062"], 0, 0, 1, 0)}"/>` +
    strokePath(
      Array.from(
        { length: 14 },
        (_, index) => `M${num(x0 + 24 * unit + index * 15 * unit)},${num(y0 - 50 * unit)}v${num(50 * unit)}`,
      ).join(""),
      "#9a6e1e",
      2 * unit,
      0.4,
    )
  );
};

/** A round tin, open and full of mixed nuts, its lid leaning behind. */
const nutTin: Hero = (paint, rand, cx, cy, unit) => {
  const rx = 190 * unit;
  const ry = 70 * unit;
  const top = cy - 40 * unit;
  const depth = 170 * unit;
  const tin = "#7c1d2e";
  const mouth = `M${num(cx - rx)},${num(top)}A${num(rx)},${num(ry)} 0 1 0 ${num(cx + rx)},${num(top)}A${num(rx)},${num(ry)} 0 1 0 ${num(cx - rx)},${num(top)}Z`;
  const contents = [nuts.almond, nuts.cashew, nuts.pistachio, nuts.walnut, nuts.hazelnut];
  const inside = Array.from({ length: 16 }, (_, index) => {
    const item = contents[index % contents.length]!;
    const angle = rand() * Math.PI * 2;
    const reach = Math.sqrt((index + 0.5) / 16);
    return item.motif(
      paint,
      rand,
      cx + Math.cos(angle) * rx * reach * 0.85,
      top + Math.sin(angle) * ry * reach * 0.8,
      (item.size * unit * 0.8) / 100,
      between(rand, 0, 360),
    );
  }).join("");
  return (
    pool(cx, top + depth + ry * 0.7, rx * 1.15, ry * 0.7, 0.4) +
    `<ellipse cx="${num(cx + 40 * unit)}" cy="${num(top - 60 * unit)}" rx="${num(rx * 1.04)}" ry="${num(ry * 1.3)}" transform="rotate(-8 ${num(cx)} ${num(top)})" fill="${paint.linear([lighten(tin, 0.2), darken(tin, 0.2)], 0, 0, 1, 1)}" stroke="#e2b94f" stroke-width="${num(8 * unit)}"/>` +
    `<path d="M${num(cx - rx)},${num(top)}V${num(top + depth)}A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx)},${num(top + depth)}V${num(top)}Z" fill="${paint.linear([darken(tin, 0.3), lighten(tin, 0.15), tin, darken(tin, 0.35)], 0, 0, 1, 0)}"/>` +
    strokePath(
      `M${num(cx - rx)},${num(top + depth * 0.55)}A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx)},${num(top + depth * 0.55)}`,
      "#e2b94f",
      10 * unit,
      0.9,
    ) +
    `<path d="${mouth}" fill="${darken(tin, 0.45)}"/>` +
    `<g clip-path="${paint.clip(mouth)}">${inside}</g>` +
    `<path d="${mouth}" fill="none" stroke="#e2b94f" stroke-width="${num(8 * unit)}"/>`
  );
};

// ---------------------------------------------------------------------------------------------------------
// The catalogue: every family's scene, and which names draw which.

const dryFruitMix = [nuts.almond, nuts.pistachio, nuts.cashew];

const scenes = {
  ajwa: pile([dates.ajwa], 11),
  medjool: pile([dates.medjool], 7),
  kalmi: pile([dates.kalmi], 10),
  mabroom: pile([dates.mabroom], 10),
  sukkari: pile([dates.sukkari], 10),
  rabbi: pile([dates.rabbi], 10),
  aseel: pile([dates.aseel], 11),
  mazafati: pile([dates.mazafati], 10),
  amber: pile([dates.amber], 9),
  dates: pile([dates.ajwa, dates.medjool, dates.sukkari, dates.mabroom], 10),
  stuffedDates: gift(compartmentBox([stuffedDate], 3, 3, "#6b1e2c"), 230, [dates.medjool, nuts.almond]),
  honeyDatesJar: gift(honeyJar, 175, [dates.medjool, dates.sukkari]),
  almonds: pile([nuts.almond], 15),
  almondsInShell: pile([nuts.almondShell], 10),
  pistachios: pile([nuts.pistachio], 18),
  pistachioKernels: pile([nuts.pistachioKernel], 28),
  cashews: pile([nuts.cashew], 16),
  masalaCashews: pile([nuts.masalaCashew], 16),
  goldenRaisins: pile([fruit.goldenRaisin], 32),
  blackRaisins: pile([fruit.blackRaisin], 28),
  apricots: pile([fruit.apricot], 11),
  figs: pile([fruit.fig], 8),
  chilgoza: pile([nuts.chilgoza], 30),
  plums: pile([fruit.plum], 14),
  walnutKernels: pile([nuts.walnut], 10),
  walnutsInShell: pile([nuts.walnutShell], 9),
  hazelnuts: pile([nuts.hazelnut], 15),
  macadamias: pile([nuts.macadamia], 15),
  brazilNuts: pile([nuts.brazil], 16),
  pecans: pile([nuts.pecan], 16),
  roastedPeanuts: pile([nuts.peanut, nuts.roastedPeanut, nuts.roastedPeanut], 27),
  honeyPeanuts: pile([nuts.honeyPeanut], 46),
  chickpeas: pile([nuts.chickpea], 34),
  chia: heap([seeds.chia], 420, "#6f6a66"),
  flax: heap([seeds.flax], 230, "#6e3a1b"),
  pumpkinSeeds: heap([seeds.pumpkin], 56, "#4f7d30"),
  sunflowerSeeds: heap([seeds.sunflower], 70, "#3a3632"),
  melonSeeds: heap([seeds.melon], 170, "#e0d2ae"),
  watermelonSeeds: heap([seeds.watermelon], 95, "#2a221c"),
  basilSeeds: heap([seeds.basil], 450, "#1e1b18"),
  sesame: heap([seeds.sesame], 350, "#dcc796"),
  seedMix: heap([seeds.pumpkin, seeds.sunflower, seeds.watermelon, seeds.melon], 90, "#7a6a4a"),
  mango: pile([fruit.mango], 10),
  kiwi: pile([fruit.kiwi], 8),
  pineapple: pile([fruit.pineapple], 7),
  strawberries: pile([fruit.strawberry], 14),
  papaya: pile([fruit.papaya], 18),
  appleChips: pile([fruit.apple], 8),
  bananaChips: pile([fruit.banana], 13),
  orange: pile([fruit.orange], 7),
  slices: pile([fruit.kiwi, fruit.orange, fruit.pineapple, fruit.apple, fruit.mango], 8),
  cranberries: pile([fruit.cranberry], 36),
  blueberries: pile([fruit.blueberry], 36),
  goji: pile([fruit.goji], 42),
  mulberries: pile([fruit.mulberry], 24),
  currants: pile([fruit.currant], 55),
  cherries: pile([fruit.cherry], 24),
  berries: pile([fruit.cranberry, fruit.blueberry, fruit.goji, fruit.mulberry, fruit.cherry], 36),
  giftBox: gift(giftBox("#8e1f3b", "#e2b94f"), 130, dryFruitMix),
  eidGiftBox: gift(
    compartmentBox(
      [
        nuts.almond,
        nuts.pistachio,
        nuts.cashew,
        dates.ajwa,
        fruit.apricot,
        nuts.walnut,
        fruit.fig,
        fruit.goldenRaisin,
        nuts.chilgoza,
      ],
      3,
      3,
      "#1f5a4a",
    ),
    230,
    dryFruitMix,
  ),
  hamper: gift(hamper, 165, [dates.medjool, nuts.almond, nuts.walnut, nuts.pistachio]),
  favourBoxes: gift(favourBoxes, 195, [nuts.almond, dates.ajwa]),
  nutTin: gift(nutTin, 180, [nuts.almond, nuts.cashew, nuts.pistachio, nuts.walnut, nuts.hazelnut]),
  dryFruits: pile(dryFruitMix, 15),
  nuts: pile([nuts.walnut, nuts.hazelnut, nuts.walnutShell, nuts.almond], 12),
  trailMix: pile([nuts.almond, fruit.goldenRaisin, nuts.cashew, nuts.roastedPeanut, fruit.blackRaisin], 30),
  berryNutMix: pile([fruit.cranberry, fruit.blueberry, nuts.almond, nuts.cashew], 30),
  seedPowerMix: pile([seeds.pumpkin, seeds.sunflower, nuts.almond, fruit.goldenRaisin, seeds.pumpkin], 50),
  winterMix: pile([nuts.walnut, nuts.chilgoza, nuts.almond, fruit.fig, fruit.apricot, nuts.pistachio], 16),
  studentMix: pile([nuts.roastedPeanut, fruit.blackRaisin, nuts.almond, nuts.chickpea, nuts.cashew], 34),
} satisfies Record<string, Scene>;

export type DrawingKey = keyof typeof scenes;

/** The scene drawn when no rule matches (a new product nobody has given keywords yet). */
const fallbackDrawing: DrawingKey = "dryFruits";

/**
 * Which scene a name draws, by keywords; the first match wins, so gifts and mixes come before the single
 * fruits they mention ("Stuffed Almond Dates Box" is a box, not almonds) and the watermelon before the melon.
 */
const rules: readonly (readonly [RegExp, DrawingKey])[] = [
  [/favou?r/, "favourBoxes"],
  [/hamper/, "hamper"],
  [/\bjar\b|honey dipped/, "honeyDatesJar"],
  [/\btin\b/, "nutTin"],
  [/stuffed/, "stuffedDates"],
  [/\beid\b/, "eidGiftBox"],
  [/gift|delivery/, "giftBox"],
  [/berry nut/, "berryNutMix"],
  [/seed power/, "seedPowerMix"],
  [/winter|seasonal/, "winterMix"],
  [/student|energy/, "studentMix"],
  [/trail|\bmix\b/, "trailMix"],
  [/ajwa/, "ajwa"],
  [/medjool/, "medjool"],
  [/kalmi/, "kalmi"],
  [/mabroom/, "mabroom"],
  [/sukkari/, "sukkari"],
  [/rabbi/, "rabbi"],
  [/aseel/, "aseel"],
  [/mazafati/, "mazafati"],
  [/amber/, "amber"],
  [/\bdates?\b/, "dates"],
  [/almonds? in shell|kaghzi/, "almondsInShell"],
  [/almond|badam|mamra/, "almonds"],
  [/pistachio kernel|green pistachio/, "pistachioKernels"],
  [/pistachio|pista/, "pistachios"],
  [/masala cashew|spic/, "masalaCashews"],
  [/cashew|kaju/, "cashews"],
  [/golden raisin|kishmish/, "goldenRaisins"],
  [/raisin|munakka/, "blackRaisins"],
  [/apricot|khubani/, "apricots"],
  [/\bfigs?\b|anjeer/, "figs"],
  [/chilgoza|pine nut/, "chilgoza"],
  [/plum|aloo bukhara|prune/, "plums"],
  [/walnut kernel|akhrot giri/, "walnutKernels"],
  [/walnut|akhrot/, "walnutsInShell"],
  [/hazelnut/, "hazelnuts"],
  [/macadamia/, "macadamias"],
  [/brazil/, "brazilNuts"],
  [/pecan/, "pecans"],
  [/honey roasted peanut/, "honeyPeanuts"],
  [/peanut/, "roastedPeanuts"],
  [/chickpea|chana/, "chickpeas"],
  [/chia/, "chia"],
  [/flax|alsi/, "flax"],
  [/pumpkin/, "pumpkinSeeds"],
  [/sunflower/, "sunflowerSeeds"],
  [/watermelon/, "watermelonSeeds"],
  [/melon|char maghz/, "melonSeeds"],
  [/basil|tukh malanga/, "basilSeeds"],
  [/sesame|til\b/, "sesame"],
  [/\bseeds?\b/, "seedMix"],
  [/mango/, "mango"],
  [/kiwi/, "kiwi"],
  [/pineapple/, "pineapple"],
  [/strawberr/, "strawberries"],
  [/papaya/, "papaya"],
  [/apple/, "appleChips"],
  [/banana/, "bananaChips"],
  [/orange/, "orange"],
  [/dehydrated|slices|chips/, "slices"],
  [/cranberr/, "cranberries"],
  [/blueberr/, "blueberries"],
  [/goji/, "goji"],
  [/mulberr|toot/, "mulberries"],
  [/currant/, "currants"],
  [/cherr/, "cherries"],
  [/berr/, "berries"],
  [/dry fruit/, "dryFruits"],
  [/\bnuts?\b/, "nuts"],
];

/** The scene whose keywords the name mentions, or undefined when none does. */
export function matchingDrawing(name: string): DrawingKey | undefined {
  const text = name.toLowerCase();
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

/** The scene a product, category or slide title draws; unknown names get a neutral dry-fruit mix. */
export function drawingFor(name: string): DrawingKey {
  return matchingDrawing(name) ?? fallbackDrawing;
}

// ---------------------------------------------------------------------------------------------------------
// Composition: background, plate or bowl, the pile, the pouch, the banner.

/** Soft warm backgrounds; a product takes one by its hash so neighbours on a page are not all the same. */
const backdrops = ["#f6e7d2", "#f3e3cf", "#f5e9d6", "#f1e0cb", "#f4e4d4"] as const;

/** Where items may lie: a random spot inside the area, in coordinates relative to its centre. */
type Area = (rand: Random) => Point;

/** An ellipse, a little busier in the middle so items gather into a pile rather than spread evenly. */
const ellipseArea =
  (rx: number, ry: number): Area =>
  (rand) => {
    const angle = rand() * Math.PI * 2;
    const reach = Math.pow(rand(), 0.62);
    return [Math.cos(angle) * rx * reach, Math.sin(angle) * ry * reach];
  };

const boxArea =
  (halfWidth: number, halfHeight: number): Area =>
  (rand) => [between(rand, -halfWidth, halfWidth), between(rand, -halfHeight, halfHeight)];

/** The mean length of a scene's items, which sets spacing and how far in from the rim they lie. */
function averageSize(scene: Scene): number {
  return scene.ingredients.reduce((sum, item) => sum + item.size, 0) / scene.ingredients.length;
}

/** Spots for `count` items about `spacing` apart inside an area, deterministic for a given random sequence. */
function scatter(rand: Random, area: Area, count: number, spacing: number): Point[] {
  const spots: Point[] = [];
  let gap = spacing;
  // When the area is too full to keep the spacing, the gap shrinks a little and placing goes on.
  for (let tries = 0; spots.length < count && tries < count * 80; tries += 1) {
    if (tries > 0 && tries % (count * 10) === 0) gap *= 0.85;
    const spot = area(rand);
    if (spots.every(([x, y]) => Math.hypot(x - spot[0], y - spot[1]) >= gap)) spots.push(spot);
  }
  return spots;
}

/** The items of a scene spread over an area round cx, cy, drawn back to front so nearer ones overlap. */
function layItems(
  paint: Paint,
  rand: Random,
  scene: Scene,
  cx: number,
  cy: number,
  area: Area,
  unit: number,
  count = scene.count,
): string {
  const average = averageSize(scene);
  // Big items barely touch; small ones overlap into a heap.
  const spacing = average * unit * (average > 60 ? 0.6 : 0.5);
  const spots = scatter(rand, area, count, spacing).sort((a, b) => a[1] - b[1]);
  return spots
    .map(([x, y], index) => {
      const item = scene.ingredients[index % scene.ingredients.length]!;
      const scale = (item.size * unit * between(rand, 0.9, 1.08)) / 100;
      return item.motif(paint, rand, cx + x, cy + y, scale, between(rand, 0, 360));
    })
    .join("");
}

/**
 * The pool of shadow under a plate, bowl or object standing on the table: five stacked translucent ellipses,
 * each a little larger, so the edge fades in steps. (A blur filter or a large radial gradient looks softer
 * but made each picture several times slower to draw, and the seed draws a few hundred on every fresh install
 * and test run.)
 */
function pool(cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  const layers = [1.12, 1.09, 1.06, 1.03, 1]
    .map((grow) => `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx * grow)}" ry="${num(ry * grow)}"/>`)
    .join("");
  return `<g fill="#3b2414" fill-opacity="${num(opacity / 3.2)}">${layers}</g>`;
}

/** A cream plate seen from above. */
function plate(paint: Paint, cx: number, cy: number, r: number): string {
  return (
    pool(cx + r * 0.03, cy + r * 0.07, r, r * 0.97, 0.3) +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paint.linear(["#fffdf8", "#efe5d6"], 0, 0, 1, 1)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.8)}" fill="${paint.linear(["#fbf7f0", "#efe6d8", "#e6dac8"], 0, 0, 1, 1)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.8)}" fill="none" stroke="#ffffff" stroke-width="${num(r * 0.012)}" stroke-opacity="0.8"/>`
  );
}

/** A turned wooden bowl seen from above, heaped with seeds of colour `bed` under the top layer. */
function bowl(paint: Paint, cx: number, cy: number, r: number, bed: string): string {
  return (
    pool(cx + r * 0.03, cy + r * 0.07, r, r * 0.97, 0.35) +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paint.linear(["#b7834f", "#8a5a32", "#6e4426"], 0, 0, 1, 1)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.88)}" fill="${paint.radial(["#8a5a34", "#6a4022", "#4e2e16"])}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.82)}" fill="${paint.radial([lighten(bed, 0.12), bed, darken(bed, 0.25)])}"/>`
  );
}

/** A plate (or bowl) with the scene's pile on it. */
function servedPile(paint: Paint, rand: Random, scene: Scene, cx: number, cy: number, unit: number): string {
  const radius = 320 * unit;
  const vessel =
    scene.vessel === "bowl" ? bowl(paint, cx, cy, radius, scene.bed ?? "#8a6a4a") : plate(paint, cx, cy, radius);
  // Keep items' middles far enough in that they stay on the plate.
  const reach = radius * (scene.vessel === "bowl" ? 0.8 : 0.78) - averageSize(scene) * unit * 0.4;
  return vessel + layItems(paint, rand, scene, cx, cy, ellipseArea(reach, reach), unit);
}

/** A gift object standing on the table with a few loose pieces in front of it. */
function presentedGift(
  paint: Paint,
  rand: Random,
  scene: Scene,
  hero: { draw: Hero; base: number },
  cx: number,
  cy: number,
  unit: number,
): string {
  const top = cy - 20 * unit;
  const garnish = layItems(
    paint,
    rand,
    scene,
    cx,
    top + (hero.base + 50) * unit,
    boxArea(260 * unit, 22 * unit),
    unit * 0.8,
    6,
  );
  return hero.draw(paint, rand, cx, top, unit) + garnish;
}

function tableTop(paint: Paint, rand: Random, scene: Scene, cx: number, cy: number, unit: number): string {
  return scene.hero
    ? presentedGift(paint, rand, scene, scene.hero, cx, cy, unit)
    : servedPile(paint, rand, scene, cx, cy, unit);
}

/** A clear stand-up pouch with a zip seal, filled two-thirds with the family, seen through the film. */
function pouch(paint: Paint, rand: Random, scene: Scene, cx: number, cy: number, unit: number): string {
  const w = 440 * unit;
  const h = 600 * unit;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const at = (x: number, y: number) => `${num(x0 + x * unit)},${num(y0 + y * unit)}`;
  // Straight top, sides bellying out a little towards the gusseted base.
  const body = `M${at(0, 20)}Q${at(0, 0)} ${at(20, 0)}H${num(x0 + w - 20 * unit)}Q${at(440, 0)} ${at(440, 20)}L${at(454, 570)}Q${at(454, 600)} ${at(420, 600)}H${num(x0 + 20 * unit)}Q${at(-14, 600)} ${at(-14, 570)}Z`;
  const fillTop = y0 + h * 0.3;
  const fillMiddle = (fillTop + y0 + h) / 2;
  const area = boxArea(w * 0.5, (y0 + h - fillTop) / 2);
  const contents = layItems(paint, rand, scene, cx, fillMiddle, area, unit * 0.78, Math.round(scene.count * 2));
  return (
    pool(cx, y0 + h, w * 0.55, 30 * unit, 0.35) +
    `<path d="${body}" fill="#ffffff" fill-opacity="0.3"/>` +
    `<g clip-path="${paint.clip(body)}">${contents}<rect x="${num(x0 - 20 * unit)}" y="${num(y0)}" width="${num(w + 40 * unit)}" height="${num(h)}" fill="#ffffff" fill-opacity="0.14"/></g>` +
    shine(`M${at(40, 110)}V${num(y0 + h - 40 * unit)}`, 18 * unit, 0.3) +
    shine(`M${at(76, 130)}V${num(y0 + h * 0.6)}`, 7 * unit, 0.3) +
    shine(`M${at(400, 120)}V${num(y0 + h - 60 * unit)}`, 10 * unit, 0.22) +
    `<path d="${body}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${num(5 * unit)}"/>` +
    `<path d="${body}" fill="none" stroke="#8a7a66" stroke-opacity="0.25" stroke-width="${num(1.5 * unit)}"/>` +
    // A printed header band (no words) and a zip make it read as a shop's pack rather than a plastic box.
    `<rect x="${num(x0)}" y="${num(y0)}" width="${num(w)}" height="${num(76 * unit)}" rx="${num(16 * unit)}" fill="${paint.linear(["#8e2436", "#6e1a2a"])}"/>` +
    strokePath(`M${at(14, 62)}H${num(x0 + w - 14 * unit)}`, "#e2b94f", 3 * unit, 0.9) +
    strokePath(`M${at(12, 92)}H${num(x0 + w - 12 * unit)}`, "#8a7a66", 6 * unit, 0.55) +
    // The hanging hole punched through the header.
    `<circle cx="${num(cx)}" cy="${num(y0 + 30 * unit)}" r="${num(11 * unit)}" fill="${backdrops[0]}" stroke="#e2b94f" stroke-width="${num(2 * unit)}"/>`
  );
}

function svgDocument(paint: Paint, width: number, height: number, outputWidth: number, content: string): string {
  const outputHeight = Math.round((outputWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${width} ${height}">${paint.svg()}${content}</svg>`;
}

/** A square picture of a product or category at `size` px; `pack` shows it in a clear pouch instead. */
export function productSvg(name: string, size: number, options: { pack?: boolean } = {}): string {
  const scene = scenes[drawingFor(name)];
  const rand = seededRandom(hashText(options.pack ? `${name} pack` : name));
  const paint = new Paint();
  const tint = backdrops[hashText(name) % backdrops.length]!;
  // Linear, not radial: a radial gradient over the whole picture costs librsvg as much as all the nuts.
  const ground = `<rect width="800" height="800" fill="${paint.linear([lighten(tint, 0.5), tint, darken(tint, 0.06)], 0, 0, 1, 1)}"/>`;
  const content = options.pack ? pouch(paint, rand, scene, 400, 400, 1) : tableTop(paint, rand, scene, 400, 400, 1);
  return svgDocument(paint, 800, 800, size, ground + content);
}

/** A few pieces fallen beside the plate on a slide, so the cluster looks laid out by hand. */
function spilled(
  paint: Paint,
  rand: Random,
  scene: Scene,
  cx: number,
  cy: number,
  radius: number,
  unit: number,
): string {
  const angles = [150, 200, 35, -30];
  const loose = angles.map((angle) => {
    const item = scene.ingredients[Math.floor(rand() * scene.ingredients.length)]!;
    const reach = radius + item.size * unit * 0.45;
    const x = cx + Math.cos((angle * Math.PI) / 180) * reach;
    const y = cy + Math.sin((angle * Math.PI) / 180) * reach;
    return item.motif(paint, rand, x, y, (item.size * unit) / 100, between(rand, 0, 360));
  });
  return loose.join("");
}

/**
 * A wide slide picture. The site writes the slide's title over the left half in white, so the left stays a
 * calm dark brown and the product sits in a warm glow on the right 45%.
 */
export function bannerSvg(title: string, width = 1600, height = 600): string {
  const scene = scenes[drawingFor(title)];
  const rand = seededRandom(hashText(title));
  const paint = new Paint();
  const cx = width * 0.76;
  const cy = height * 0.5;
  const unit = (height * 0.39) / 320;
  const ground =
    `<rect width="${width}" height="${height}" fill="${paint.linear(["#1c100a", "#22140c", "#3d2415", "#7a4e2e"], 0, 0, 1, 0)}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(width * 0.34)}" ry="${num(height * 0.7)}" fill="${paint.radial(["#f3c88e", "#c88a52", "#8a5a34"], [0.6, 0.25, 0])}"/>`;
  const extras = scene.hero ? "" : spilled(paint, rand, scene, cx, cy, 320 * unit, unit);
  return svgDocument(paint, width, height, width, ground + tableTop(paint, rand, scene, cx, cy, unit) + extras);
}
