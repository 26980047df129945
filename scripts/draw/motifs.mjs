// Flat illustration motifs shared by scripts/draw/content-images.mjs. Every function returns an
// SVG fragment drawn around (x, y) at scale s (1 = about 100 px across), so scenes stay declarative.
/**
 * A picture drawn at a width and height: the scenes of scripts/draw/content-images.mjs.
 * @typedef {(w: number, h: number) => string} Scene
 */

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} body
 * @param {number} [rot]
 */
const g = (x, y, s, body, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${body}</g>`;

export const palette = {
  cream: "#fbf5e9",
  mint: "#e3f4ea",
  sky: "#e4f0fb",
  peach: "#fde9dc",
  lilac: "#efe8f8",
  lemon: "#fdf6d3",
  rose: "#fbe6ea",
  green: "#2f8f5b",
  leaf: "#5fae4e",
  dark: "#1f3b2f",
  red: "#e0474c",
  orange: "#f39a2b",
  yellow: "#f6c945",
  brown: "#9a6a3f",
  skin: "#c98d62",
  skin2: "#8d5a3b",
  blue: "#3d7cc9",
  purple: "#8a5cc2",
  white: "#ffffff",
};

/**
 * @param {number} w
 * @param {number} h
 * @param {string} bg
 * @param {string} blob
 */
export const background = (w, h, bg, blob) =>
  `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.42}" fill="${blob}"/>` +
  `<circle cx="${w * 0.12}" cy="${h * 0.18}" r="${h * 0.06}" fill="${blob}"/><circle cx="${w * 0.9}" cy="${h * 0.82}" r="${h * 0.08}" fill="${blob}"/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 */
export const shadow = (x, y, rx) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.14}" fill="#000" opacity="0.08"/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const heart = (x, y, s, c = palette.red) =>
  g(
    x,
    y,
    s,
    `<path d="M0 35 C-60 -5 -45 -55 0 -25 C45 -55 60 -5 0 35Z" fill="${c}"/><path d="M-30 -28 q-12 8 -10 22" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const pulse = (x, y, s, c = palette.white) =>
  g(
    x,
    y,
    s,
    `<path d="M-45 0 H-18 L-8 -22 L4 22 L14 -8 L20 0 H45" stroke="${c}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} [rot]
 * @param {string} [c]
 */
export const leaf = (x, y, s, rot = 0, c = palette.leaf) =>
  g(
    x,
    y,
    s,
    `<path d="M0 0 C20 -40 60 -45 80 -40 C70 -10 40 15 0 0Z" fill="${c}"/><path d="M0 0 C25 -15 50 -28 78 -39" stroke="#fff" stroke-width="3" opacity=".5" fill="none"/>`,
    rot,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const apple = (x, y, s, c = palette.red) =>
  g(
    x,
    y,
    s,
    `<path d="M0 -28 C-40 -48 -58 0 -30 32 C-18 46 -6 40 0 36 C6 40 18 46 30 32 C58 0 40 -48 0 -28Z" fill="${c}"/><path d="M0 -28 q2 -18 10 -24" stroke="${palette.brown}" stroke-width="5" fill="none"/>` +
      leaf(4, -40, 0.3, -20),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const citrus = (x, y, s, c = palette.orange) =>
  g(
    x,
    y,
    s,
    `<circle r="40" fill="${c}"/><circle r="33" fill="#ffd98a"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M0 0 L${Math.cos((i * Math.PI) / 4) * 30} ${Math.sin((i * Math.PI) / 4) * 30}" stroke="${c}" stroke-width="3"/>`,
      ).join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [fill]
 * @param {string} [rim]
 * @param {string} [dots]
 */
export const bowl = (x, y, s, fill = palette.yellow, rim = "#f2e6d0", dots = "") =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="-8" rx="60" ry="16" fill="${fill}"/>${dots}<path d="M-62 -8 C-58 45 58 45 62 -8Z" fill="${rim}"/><path d="M-62 -8 C-58 45 58 45 62 -8" stroke="#d8c7a6" stroke-width="3" fill="none"/>`,
  );

/**
 * @param {number} n
 * @param {string} c
 * @param {number} [spread]
 * @param {number} [seed]
 */
export const dots = (n, c, spread = 45, seed = 1) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i * 2.39996 + seed) % (Math.PI * 2),
      r = spread * Math.sqrt((i + 0.5) / n);
    return `<circle cx="${(Math.cos(a) * r).toFixed(1)}" cy="${(-10 + Math.sin(a) * r * 0.28).toFixed(1)}" r="5" fill="${c}"/>`;
  }).join("");

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string[]} [foods]
 */
export const plate = (x, y, s, foods = []) =>
  g(
    x,
    y,
    s,
    `<ellipse rx="110" ry="40" fill="#d9d4c7"/><ellipse rx="98" ry="33" fill="#fffdf8"/>` +
      foods.join(""),
  );

/**
 * a flattened food blob on a plate: cx, cy inside the plate, colour
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {string} c
 * @param {number} [ry]
 */
export const food = (cx, cy, rx, c, ry = rx * 0.45) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c}"/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const roti = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<ellipse rx="48" ry="16" fill="#e3b878"/><circle cx="-15" cy="-2" r="4" fill="#b9834a"/><circle cx="12" cy="3" r="5" fill="#b9834a"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [liquid]
 */
export const glass = (x, y, s, liquid = "#cfe9f7") =>
  g(
    x,
    y,
    s,
    `<path d="M-28 -60 L-22 45 H22 L28 -60Z" fill="#eef7fb" stroke="#a9cfe0" stroke-width="4"/><path d="M-25 -25 L-21 42 H21 L25 -25Z" fill="${liquid}"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} [rot]
 * @param {string} [a]
 * @param {string} [b]
 */
export const capsule = (x, y, s, rot = 30, a = palette.red, b = palette.white) =>
  g(
    x,
    y,
    s,
    `<rect x="-45" y="-18" width="90" height="36" rx="18" fill="${b}" stroke="#ddd" stroke-width="2"/><path d="M0 -18 H-27 A18 18 0 0 0 -27 18 H0Z" fill="${a}"/>`,
    rot,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const sun = (x, y, s, c = palette.yellow) =>
  g(
    x,
    y,
    s,
    `<circle r="34" fill="${c}"/>` +
      Array.from({ length: 10 }, (_, i) => {
        const a = (i * Math.PI) / 5;
        return `<line x1="${Math.cos(a) * 44}" y1="${Math.sin(a) * 44}" x2="${Math.cos(a) * 58}" y2="${Math.sin(a) * 58}" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`;
      }).join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const drop = (x, y, s, c = palette.red) =>
  g(
    x,
    y,
    s,
    `<path d="M0 -50 C25 -15 38 5 38 22 A38 38 0 0 1 -38 22 C-38 5 -25 -15 0 -50Z" fill="${c}"/><path d="M-18 18 a18 18 0 0 0 14 20" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".6"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const gauge = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<circle r="52" fill="#fff" stroke="${palette.dark}" stroke-width="7"/><path d="M-36 12 A38 38 0 0 1 36 12" stroke="${palette.leaf}" stroke-width="8" fill="none"/><path d="M22 -28 A38 38 0 0 1 36 12" stroke="${palette.red}" stroke-width="8" fill="none"/><line x1="0" y1="8" x2="-18" y2="-24" stroke="${palette.dark}" stroke-width="6" stroke-linecap="round"/><circle cy="8" r="7" fill="${palette.dark}"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const butterfly = (x, y, s, c = palette.purple) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="-34" cy="-6" rx="34" ry="44" fill="${c}" transform="rotate(-18 -34 -6)"/><ellipse cx="34" cy="-6" rx="34" ry="44" fill="${c}" transform="rotate(18 34 -6)"/><rect x="-9" y="-20" width="18" height="30" rx="9" fill="${c}"/><ellipse cx="-34" cy="-6" rx="18" ry="26" fill="#fff" opacity=".3" transform="rotate(-18 -34 -6)"/><ellipse cx="34" cy="-6" rx="18" ry="26" fill="#fff" opacity=".3" transform="rotate(18 34 -6)"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const tape = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<circle r="40" fill="${palette.yellow}"/><circle r="14" fill="#e0ad2a"/><path d="M40 0 H120 V24 H36Z" fill="${palette.yellow}"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<line x1="${50 + i * 9}" y1="0" x2="${50 + i * 9}" y2="${i % 2 ? 8 : 13}" stroke="#6b5316" stroke-width="2"/>`,
      ).join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const scale = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<rect x="-60" y="-20" width="120" height="40" rx="12" fill="#dfe7ec" stroke="#aab9c2" stroke-width="3"/><rect x="-22" y="-12" width="44" height="16" rx="4" fill="${palette.dark}"/><text x="0" y="1" font-family="sans-serif" font-size="12" fill="#7ef0a8" text-anchor="middle">62.5</text>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const shield = (x, y, s, c = palette.green) =>
  g(
    x,
    y,
    s,
    `<path d="M0 -60 L50 -42 C50 10 30 40 0 58 C-30 40 -50 10 -50 -42Z" fill="${c}"/><path d="M0 -48 L38 -34 C38 6 23 30 0 45Z" fill="#fff" opacity=".15"/>` +
      leaf(-22, 18, 0.55, -40, "#bfe7a8"),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const headProfile = (x, y, s, c = palette.skin) =>
  g(
    x,
    y,
    s,
    `<path d="M-40 70 C-40 40 -60 20 -55 -10 C-50 -55 -5 -75 30 -55 C55 -40 55 -10 50 0 L62 22 L48 26 C50 45 35 50 18 48 L16 70Z" fill="${c}"/><path d="M-55 -10 C-60 -50 -20 -80 20 -66 C45 -58 55 -40 52 -28 C30 -40 0 -38 -20 -20 C-35 -5 -40 10 -40 30 C-48 20 -54 8 -55 -10Z" fill="${palette.dark}"/>` +
      leaf(-10, -70, 0.5, -70) +
      leaf(-6, -70, 0.45, -120, "#8fcf6d"),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} [rot]
 */
export const bone = (x, y, s, rot = -25) =>
  g(
    x,
    y,
    s,
    `<rect x="-55" y="-11" width="110" height="22" rx="10" fill="#fbf6ea"/><circle cx="-58" cy="-12" r="15" fill="#fbf6ea"/><circle cx="-58" cy="12" r="15" fill="#fbf6ea"/><circle cx="58" cy="-12" r="15" fill="#fbf6ea"/><circle cx="58" cy="12" r="15" fill="#fbf6ea"/><rect x="-55" y="-11" width="110" height="22" rx="10" fill="none" stroke="#d8cdb3" stroke-width="2"/>`,
    rot,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {{ skin?: string, cloth?: string, hair?: string, pregnant?: boolean }} [looks]
 */
export const person = (
  x,
  y,
  s,
  { skin = palette.skin, cloth = palette.green, hair = palette.dark, pregnant = false } = {},
) =>
  g(
    x,
    y,
    s,
    `<path d="M-38 110 C-42 40 -30 0 0 -5 C30 0 ${pregnant ? "62 40 40 70 C42 90 40 100 38 110" : "42 40 38 110"}Z" fill="${cloth}"/>` +
      `<circle cy="-32" r="26" fill="${skin}"/><path d="M-27 -36 C-28 -62 26 -66 27 -36 C18 -50 -10 -52 -27 -36Z" fill="${hair}"/>` +
      `<circle cx="-8" cy="-30" r="2.6" fill="${palette.dark}"/><circle cx="9" cy="-30" r="2.6" fill="${palette.dark}"/><path d="M-7 -20 q7 6 14 0" stroke="${palette.dark}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
      (pregnant
        ? `<path d="M-34 30 C-10 20 20 40 40 56" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/>`
        : ""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const tiffin = (x, y, s) =>
  g(
    x,
    y,
    s,
    [palette.red, palette.yellow, palette.blue]
      .map(
        (c, i) => `<rect x="-40" y="${-40 + i * 28}" width="80" height="26" rx="8" fill="${c}"/>`,
      )
      .join("") +
      `<path d="M-30 -40 C-30 -75 30 -75 30 -40" stroke="#8a9aa6" stroke-width="6" fill="none"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const cherries = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-18 20 C-14 -10 0 -30 12 -42 M18 22 C14 -5 12 -25 12 -42" stroke="${palette.green}" stroke-width="4" fill="none"/><circle cx="-20" cy="28" r="16" fill="#b3203a"/><circle cx="20" cy="30" r="16" fill="#c92a45"/>` +
      leaf(12, -42, 0.35, -10),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const gut = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-50 -50 C-20 -70 20 -70 50 -50 C70 -30 60 0 40 5 C10 10 -10 -15 -30 0 C-50 15 -30 35 0 30 C30 25 40 40 20 55 L10 75" stroke="#f08f8f" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M-50 -50 C-20 -70 20 -70 50 -50 C70 -30 60 0 40 5 C10 10 -10 -15 -30 0 C-50 15 -30 35 0 30 C30 25 40 40 20 55 L10 75" stroke="#fbc4c4" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const knee = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<rect x="-14" y="-80" width="28" height="70" rx="12" fill="#fbf6ea" stroke="#d8cdb3" stroke-width="2"/><rect x="-14" y="12" width="28" height="70" rx="12" fill="#fbf6ea" stroke="#d8cdb3" stroke-width="2"/><ellipse cy="0" rx="24" ry="14" fill="#f7c8a4"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const foot = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-20 -70 C-22 -20 -30 10 -50 30 C-60 45 -40 60 0 58 C40 56 70 52 70 36 C70 22 40 18 20 10 C10 -10 10 -40 12 -70Z" fill="${palette.skin}"/><circle cx="-30" cy="40" r="12" fill="#fff" opacity=".45"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const walnut = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<ellipse rx="20" ry="16" fill="#b9864c"/><path d="M0 -16 V16 M-12 -6 q6 6 0 12 M12 -6 q-6 6 0 12" stroke="#8a5f30" stroke-width="3" fill="none"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const egg = (x, y, s) =>
  g(x, y, s, `<ellipse rx="30" ry="38" fill="#fff" stroke="#eee3cf" stroke-width="3"/>`);

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const bottle = (x, y, s, c = "#e6c04a") =>
  g(
    x,
    y,
    s,
    `<rect x="-8" y="-70" width="16" height="18" rx="3" fill="${palette.dark}"/><path d="M-8 -52 C-8 -35 -28 -30 -28 -10 V50 Q-28 60 -18 60 H18 Q28 60 28 50 V-10 C28 -30 8 -35 8 -52Z" fill="${c}" opacity=".9"/><rect x="-20" y="0" width="40" height="30" rx="4" fill="#fff" opacity=".8"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {{ skin?: string, cloth?: string, pose?: string }} [looks]
 */
export const yogaPose = (
  x,
  y,
  s,
  { skin = palette.skin, cloth = palette.purple, pose = "tree" } = {},
) => {
  const head = `<circle cx="0" cy="-88" r="18" fill="${skin}"/><path d="M-18 -92 C-16 -112 16 -112 18 -92 C8 -100 -8 -100 -18 -92Z" fill="${palette.dark}"/>`;
  const torso = `<path d="M-16 -68 H16 L12 0 H-12Z" fill="${cloth}"/>`;
  /**
   * @param {string} d
   * @param {string} [c]
   * @param {number} [w]
   */
  const limb = (d, c = skin, w = 12) =>
    `<path d="${d}" stroke="${c}" stroke-width="${w}" stroke-linecap="round" fill="none"/>`;
  /** @type {Record<string, string>} */
  const poses = {
    tree:
      torso +
      limb("M-12 -60 L-30 -110 L-4 -128", skin, 10) +
      limb("M12 -60 L30 -110 L4 -128", skin, 10) +
      limb("M-6 0 L-6 80", palette.dark, 14) +
      limb("M6 0 L30 30 L2 46", palette.dark, 14),
    warrior:
      torso +
      limb("M-14 -60 L-90 -60", skin, 10) +
      limb("M14 -60 L90 -60", skin, 10) +
      limb("M-8 0 L-60 40 L-62 80", palette.dark, 14) +
      limb("M8 0 L60 80", palette.dark, 14),
    lotus:
      `<path d="M-16 -68 H16 L14 -10 H-14Z" fill="${cloth}"/>` +
      limb("M-14 -60 L-40 -25 L-46 -5", skin, 10) +
      limb("M14 -60 L40 -25 L46 -5", skin, 10) +
      `<ellipse cx="0" cy="0" rx="70" ry="16" fill="${palette.dark}"/>`,
  };
  return g(x, y, s, head + (poses[pose] ?? poses.tree));
};

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} [c]
 */
export const mat = (x, y, w, c = "#7fb8a4") =>
  `<rect x="${x - w / 2}" y="${y}" width="${w}" height="14" rx="7" fill="${c}"/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const sparkle = (x, y, s, c = "#fff") =>
  g(x, y, s, `<path d="M0 -12 L3 -3 L12 0 L3 3 L0 12 L-3 3 L-12 0 L-3 -3Z" fill="${c}"/>`);

/**
 * @param {number} w
 * @param {number} h
 * @param {string} body
 */
export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const cross = (x, y, s, c = palette.red) =>
  g(
    x,
    y,
    s,
    `<circle r="56" fill="none" stroke="${c}" stroke-width="10"/><line x1="-38" y1="38" x2="38" y2="-38" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const clock = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<circle r="56" fill="#fff" stroke="${palette.dark}" stroke-width="8"/>` +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<circle cx="${Math.cos(a) * 44}" cy="${Math.sin(a) * 44}" r="3" fill="${palette.dark}"/>`;
      }).join("") +
      `<path d="M0 -40 A40 40 0 0 1 34.6 20 L0 0Z" fill="${palette.leaf}" opacity=".35"/><line x1="0" y1="0" x2="0" y2="-32" stroke="${palette.dark}" stroke-width="6" stroke-linecap="round"/><line x1="0" y1="0" x2="24" y2="10" stroke="${palette.dark}" stroke-width="6" stroke-linecap="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const calendar = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<rect x="-55" y="-50" width="110" height="100" rx="10" fill="#fff" stroke="#cfd8dc" stroke-width="3"/><rect x="-55" y="-50" width="110" height="26" rx="10" fill="${palette.red}"/>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${-44 + (i % 4) * 24}" y="${-14 + Math.floor(i / 4) * 20}" width="16" height="12" rx="2" fill="${i < 9 ? palette.leaf : "#cfd8dc"}"/>`,
      ).join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const saltShaker = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-24 -30 H24 L30 50 H-30Z" fill="#fff" stroke="#cfd8dc" stroke-width="3"/><path d="M-24 -30 Q0 -70 24 -30Z" fill="#b0bec5"/><circle cx="-6" cy="-44" r="3" fill="#78909c"/><circle cx="6" cy="-44" r="3" fill="#78909c"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const wheat = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<line x1="0" y1="60" x2="0" y2="-60" stroke="#c9a54c" stroke-width="5"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="-12" cy="${-50 + i * 18}" rx="12" ry="7" fill="#e0bf5e" transform="rotate(-30 -12 ${-50 + i * 18})"/><ellipse cx="12" cy="${-50 + i * 18}" rx="12" ry="7" fill="#e0bf5e" transform="rotate(30 12 ${-50 + i * 18})"/>`,
      ).join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const kidneys = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-20 -45 C-70 -55 -75 40 -25 45 C-5 47 -5 20 -18 8 C-28 -2 -6 -12 -8 -28 C-9 -40 -14 -44 -20 -45Z" fill="#c0504d"/><path d="M20 -45 C70 -55 75 40 25 45 C5 47 5 20 18 8 C28 -2 6 -12 8 -28 C9 -40 14 -44 20 -45Z" fill="#c0504d"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const ribbon = (x, y, s, c = "#9b7fd1") =>
  g(
    x,
    y,
    s,
    `<path d="M0 -10 C-30 -40 -20 -70 0 -70 C20 -70 30 -40 0 -10 L-35 60 L-20 65 L0 20 L20 65 L35 60 L0 -10" fill="none" stroke="${c}" stroke-width="16" stroke-linejoin="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const drumstick = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="-10" cy="0" rx="36" ry="26" fill="#b8702f"/><rect x="20" y="-5" width="36" height="10" rx="5" fill="#f3ead8"/><circle cx="58" cy="-6" r="7" fill="#f3ead8"/><circle cx="58" cy="6" r="7" fill="#f3ead8"/>`,
    -15,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const banana = (x, y, s) =>
  g(
    x,
    y,
    s,
    `<path d="M-50 -10 C-30 40 40 40 55 -20 C40 10 -20 20 -50 -10Z" fill="${palette.yellow}"/><path d="M-54 -14 l-6 -6" stroke="${palette.brown}" stroke-width="6" stroke-linecap="round"/>`,
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const cubes = (x, y, s, c = "#fff7e0") =>
  g(
    x,
    y,
    s,
    /** @type {[number, number][]} */ ([
      [-24, 0],
      [8, -6],
      [-6, -26],
      [26, 14],
    ])
      .map(
        ([cx, cy]) =>
          `<rect x="${cx - 14}" y="${cy - 14}" width="28" height="28" rx="5" fill="${c}" stroke="#e6d6a8" stroke-width="2"/>`,
      )
      .join(""),
  );

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} [c]
 */
export const questionMark = (x, y, s, c = palette.purple) =>
  g(
    x,
    y,
    s,
    `<path d="M-28 -30 C-28 -70 36 -70 32 -30 C30 -8 4 -4 4 20" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="4" cy="50" r="10" fill="${c}"/>`,
  );
