// The 29 diet-plan card illustrations (640 x 420). Alt texts live in lib/content/diet-plans.ts.
import * as m from "./motifs.mjs";

const p = m.palette;
const tones = [
  [p.mint, "#cdebd8"],
  [p.peach, "#f8d8c4"],
  [p.sky, "#d2e5f5"],
  [p.lemon, "#f6e8a6"],
  [p.lilac, "#e0d4f2"],
  [p.rose, "#f5d0d8"],
  [p.cream, "#f1e2c4"],
];
let n = 0;
/**
 * @param {...string} parts
 * @returns {import("./motifs.mjs").Scene}
 */
const scene = (...parts) => {
  const [bg, blob] = /** @type {[string, string]} */ (tones[n++ % tones.length]);
  return (w, h) =>
    m.background(w, h, bg, blob) + m.shadow(w / 2, h * 0.86, w * 0.36) + parts.join("");
};
const greens = [m.food(-40, -6, 30, p.leaf), m.food(-55, 10, 18, "#3f8f3f")];
const dal = m.food(30, -8, 28, "#e8b33c");
const paneer = `<g transform="translate(30 -6) scale(.6)">${m.cubes(0, 0, 1)}</g>`;
/**
 * @param {number} x
 * @param {number} y
 */
const egg = (x, y) =>
  `<ellipse cx="${x}" cy="${y}" rx="18" ry="13" fill="#fff" stroke="#eee3cf" stroke-width="2"/><circle cx="${x}" cy="${y}" r="7" fill="${p.yellow}"/>`;

/** @type {Record<string, import("./motifs.mjs").Scene>} */
export const dietPlanScenes = {
  "intermediate-fasting": scene(
    m.clock(220, 190, 1.3),
    m.plate(420, 320, 1.1, [m.food(-20, 0, 30, p.leaf), m.food(30, 0, 22, "#e8b33c")]),
    m.glass(560, 290, 0.8),
  ),
  paleo: scene(
    m.plate(320, 280, 1.7, [egg(-30, -6), egg(10, -12), ...greens, m.food(50, 8, 20, "#b9864c")]),
    m.walnut(520, 320, 1.2),
    m.leaf(110, 300, 0.9, -30),
  ),
  "low-carb": scene(
    m.plate(320, 280, 1.7, [...greens, paneer, m.food(10, 16, 20, p.red)]),
    m.cross(520, 170, 0.5, "#b0bec5"),
    m.roti(530, 170, 0.7),
  ),
  mediterranean: scene(
    m.bottle(150, 260, 1.2, "#b9c44a"),
    m.plate(380, 300, 1.6, [
      m.food(-40, -4, 20, p.red),
      m.food(-10, -14, 18, p.red),
      ...greens,
      m.food(40, 4, 30, "#e3c27a"),
    ]),
  ),
  vegan: scene(
    m.bowl(320, 290, 2, p.leaf, "#f2e6d0", m.dots(8, p.red, 40, 2)),
    m.leaf(120, 300, 1.2, -20),
    m.leaf(470, 300, 1.1, -70, "#3f8f3f"),
    m.leaf(520, 230, 0.9, -110),
  ),
  dash: scene(
    m.gauge(170, 220, 1.1),
    m.plate(400, 300, 1.5, [
      m.food(-40, -6, 24, p.orange),
      ...greens,
      m.food(30, 0, 26, "#fffdf3"),
      m.food(55, -10, 14, p.red),
    ]),
  ),
  keto: scene(
    m.plate(320, 290, 1.7, [egg(-40, -4), egg(-10, 8), paneer, m.food(55, 8, 16, "#6b8e23")]),
    m.walnut(520, 320, 1.1),
    m.walnut(560, 290, 0.9),
  ),
  flexitarian: scene(
    m.plate(320, 290, 1.8, [
      ...greens,
      m.food(10, 6, 24, p.orange),
      m.food(40, -12, 20, p.red),
      egg(60, 6),
    ]),
  ),
  fad: scene(
    m.questionMark(320, 150, 1.2),
    m.plate(320, 330, 1.4, [
      m.food(-30, 0, 22, "#f06292"),
      m.food(20, -6, 22, "#4dd0e1"),
      m.food(40, 10, 16, p.yellow),
    ]),
  ),
  "plant-based": scene(
    m.bowl(
      300,
      300,
      2,
      "#d9b45a",
      "#f2e6d0",
      m.dots(18, "#8bc34a", 46) + m.dots(8, "#a0603b", 36, 4),
    ),
    m.leaf(480, 300, 1.2, -50),
    m.leaf(120, 310, 1, -10),
  ),
  whole30: scene(
    m.calendar(190, 210, 1.2),
    m.plate(420, 320, 1.3, [...greens, egg(20, -6), m.food(45, 10, 18, p.orange)]),
  ),
  "weight-watchers": scene(
    m.scale(180, 330, 1.4),
    m.plate(400, 290, 1.5, [...greens, dal, m.food(0, 14, 20, "#e3b878")]),
  ),
  "low-fat": scene(
    m.plate(290, 300, 1.7, [m.food(-40, -4, 26, "#9ccf6a"), m.food(-10, 12, 20, p.orange), dal]),
    m.glass(520, 290, 1.1, "#fff"),
  ),
  atkins: scene(
    m.plate(320, 290, 1.8, [egg(-45, -4), ...greens.slice(1)]),
    m.drumstick(350, 282, 1.2),
  ),
  dukan: scene(m.tape(150, 200, 0.9), m.plate(400, 300, 1.6, [m.drumstick(0, 0, 0.7), ...greens])),
  "heart-healthy": scene(
    m.heart(190, 220, 1.6),
    m.bowl(420, 320, 1.4, "#e9d6a8", "#f2e6d0", m.dots(16, "#cdb27a", 46)),
    m.walnut(560, 340, 1),
  ),
  diabetic: scene(
    m.drop(170, 220, 1.1, p.blue),
    m.plate(400, 300, 1.6, [
      m.food(-40, 0, 30, "#c9a06a", 12),
      dal,
      ...greens.slice(1),
      m.food(10, 14, 16, p.red),
    ]),
  ),
  renal: scene(m.kidneys(230, 220, 1.4), m.glass(430, 300, 1.1), m.apple(540, 330, 0.8)),
  "low-sodium": scene(
    m.saltShaker(200, 260, 1.3),
    m.cross(200, 250, 1.3),
    m.leaf(400, 300, 1.2, -40),
    m.citrus(520, 310, 0.9, p.yellow),
  ),
  "gluten-free": scene(
    m.wheat(190, 230, 1.3),
    m.cross(190, 230, 1.2),
    m.bowl(430, 320, 1.5, "#fbf6ea", "#f2e6d0", m.dots(16, "#f0e6cc", 46)),
  ),
  "low-residue": scene(
    m.bowl(290, 300, 1.9, "#f3d27a", "#f2e6d0", m.dots(10, "#e6b84a", 40)),
    m.banana(500, 320, 1),
  ),
  "high-fibre": scene(
    m.bowl(260, 310, 1.5, "#c9e38a", "#f2e6d0", m.dots(18, "#7fb045", 46)),
    m.apple(450, 290, 1),
    m.leaf(500, 330, 1, -30, "#3f8f3f"),
  ),
  "high-calorie": scene(
    m.banana(180, 300, 1.2),
    m.glass(330, 280, 1.1, "#fff"),
    m.bowl(490, 320, 1.2, "#b9864c", "#f2e6d0", m.dots(12, "#8a5f30", 40)),
  ),
  "high-protein": scene(
    m.plate(240, 300, 1.3, [egg(-30, -4), egg(10, -10), paneer]),
    m.bowl(480, 310, 1.3, "#e8b33c", "#f2e6d0"),
  ),
  "lactose-free": scene(
    m.glass(200, 250, 1.2, "#fff"),
    m.cross(200, 240, 1.3),
    m.bowl(440, 320, 1.3, "#d9b07a", "#f2e6d0", m.dots(10, "#b98a50", 40)),
    m.apple(560, 300, 0.6),
  ),
  detox: scene(
    m.glass(300, 250, 1.8, "#e4f6d4"),
    `<circle cx="300" cy="240" r="26" fill="#f7f48b" stroke="#c9c53a" stroke-width="5"/>`,
    m.leaf(450, 300, 1, -40, "#3f8f3f"),
    `<circle cx="480" cy="340" r="26" fill="#9ccf6a"/><circle cx="480" cy="340" r="18" fill="#e4f6d4"/><circle cx="150" cy="340" r="26" fill="#9ccf6a"/><circle cx="150" cy="340" r="18" fill="#e4f6d4"/>`,
  ),
  cancer: scene(
    m.ribbon(200, 230, 1.3),
    m.bowl(430, 320, 1.5, "#f0a35e", "#f2e6d0", m.dots(8, "#fff3e0", 36)),
  ),
  ayurvedic: scene(
    `<ellipse cx="320" cy="300" rx="220" ry="70" fill="#c9962f"/><ellipse cx="320" cy="292" rx="200" ry="58" fill="#e0b44a"/>`,
    m.bowl(220, 300, 0.8, "#f4b400", "#f8e1a0"),
    m.bowl(330, 310, 0.8, "#a0603b", "#f8e1a0", m.dots(8, "#5d3a1f", 30)),
    m.bowl(440, 300, 0.8, "#e65100", "#f8e1a0"),
    m.leaf(470, 220, 0.8, -60),
  ),
  "mental-health-and-anxiety": scene(
    m.headProfile(250, 230, 1.3),
    m.glass(460, 300, 0.9),
    m.walnut(540, 340, 1),
  ),
};
