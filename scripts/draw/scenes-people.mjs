// Scenes with people: the gallery (1200 x 900), the about page and the yoga page. Designed on an
// 800 x 600 grid and scaled, so the shared motifs keep their proportions.
import * as m from "./motifs.mjs";

const p = m.palette;
/**
 * @param {() => string} draw
 * @returns {import("./motifs.mjs").Scene}
 */
const scaled = (draw) => (w, h) => `<g transform="scale(${w / 800} ${h / 600})">${draw()}</g>`;
/**
 * @param {string} c
 * @param {string} blob
 */
const bg = (c, blob) => m.background(800, 600, c, blob) + m.shadow(400, 520, 300);
/**
 * @param {number} y
 * @param {string} [c]
 */
const table = (y, c = "#c89b6d") =>
  `<rect x="90" y="${y}" width="620" height="24" rx="10" fill="${c}"/><rect x="130" y="${y + 24}" width="16" height="120" fill="#a87a4f"/><rect x="654" y="${y + 24}" width="16" height="120" fill="#a87a4f"/>`;
/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
const tree = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-8" y="0" width="16" height="80" fill="${p.brown}"/><circle cy="-20" r="50" fill="${p.leaf}"/><circle cx="-30" cy="10" r="34" fill="#4c9a3f"/><circle cx="32" cy="6" r="36" fill="#6cbb52"/></g>`;
/**
 * @param {number} x
 * @param {number} y
 */
const plant = (x, y) =>
  `<path d="M${x - 30} ${y} h60 l-8 60 h-44z" fill="#d9805a"/>` +
  m.leaf(x, y, 0.7, -60) +
  m.leaf(x, y, 0.7, -120, "#3f8f3f") +
  m.leaf(x, y, 0.6, -90);
const ground = `<path d="M0 480 Q400 440 800 480 V600 H0Z" fill="#9fd18b"/>`;
/** @param {string} c */
const yogaTrio = (c) => m.mat(220, 470, 180, c) + m.mat(400, 470, 180, c) + m.mat(580, 470, 180, c);
/** @param {string} inner */
const screen = (inner) =>
  `<rect x="420" y="150" width="300" height="200" rx="14" fill="${p.dark}"/><rect x="434" y="164" width="272" height="172" rx="6" fill="#e9f4ff"/>${inner}<rect x="540" y="350" width="60" height="30" fill="#90a4ae"/><rect x="500" y="378" width="140" height="12" rx="6" fill="#90a4ae"/>`;

const scenes = {
  consultation: () =>
    bg(p.mint, "#d0eddc") +
    m.person(250, 330, 1.4, { cloth: "#fff" }) +
    m.person(560, 330, 1.4, { cloth: p.blue, skin: p.skin2 }) +
    table(410) +
    `<rect x="330" y="360" width="130" height="44" rx="6" fill="#fff" stroke="#cfd8dc" stroke-width="3"/><line x1="350" y1="376" x2="440" y2="376" stroke="${p.green}" stroke-width="5"/>` +
    plant(700, 240),
  thali: () =>
    bg(p.cream, "#f3e6c8") +
    m.plate(400, 360, 2.8, [
      m.food(-45, -8, 26, "#e8b33c"),
      m.food(10, -14, 24, p.leaf),
      m.food(52, -4, 22, "#fffdf3"),
      m.food(-5, 14, 30, "#f4efe1"),
      m.food(50, 16, 16, p.red),
    ]) +
    m.roti(180, 480, 1.3),
  workshop: () =>
    bg(p.peach, "#f7d8c5") +
    m.person(400, 260, 1.3, { cloth: "#fff" }) +
    table(360) +
    m.bowl(260, 350, 0.8, p.leaf) +
    m.bowl(400, 350, 0.8, "#e8b33c") +
    m.bowl(540, 350, 0.8, p.red) +
    m.person(150, 470, 0.9, { cloth: p.purple }) +
    m.person(650, 470, 0.9, { cloth: p.green, skin: p.skin2 }),
  yoga: () =>
    bg(p.lilac, "#ddd2f0") +
    yogaTrio("#9fd3c0") +
    m.yogaPose(220, 390, 0.95, { pose: "tree", cloth: p.green }) +
    m.yogaPose(400, 390, 0.95, { pose: "warrior", cloth: p.purple, skin: p.skin2 }) +
    m.yogaPose(580, 450, 0.95, { pose: "lotus", cloth: p.blue }),
  market: () =>
    bg(p.mint, "#cfead7") +
    m.person(210, 330, 1.5, { cloth: "#d8557a" }) +
    `<path d="M340 360 H680 L650 490 H370Z" fill="#c89b6d"/>` +
    m.leaf(380, 360, 1.2, -60, "#2f7d3a") +
    `<circle cx="480" cy="340" r="36" fill="${p.red}"/><circle cx="550" cy="345" r="30" fill="#e65a4f"/><path d="M600 360 L670 280" stroke="${p.orange}" stroke-width="22" stroke-linecap="round"/>`,
  fruit: () =>
    bg(p.lemon, "#f6e7a0") +
    m.bowl(400, 400, 3, "#f2e6d0", "#e9d3a8") +
    m.apple(330, 330, 1) +
    m.citrus(430, 320, 0.9) +
    m.banana(400, 280, 1.2) +
    m.apple(500, 340, 0.8, "#8bc34a"),
  kids: () =>
    bg(p.sky, "#d2e5f5") +
    m.person(400, 240, 1.3, { cloth: "#fff" }) +
    m.person(200, 420, 0.9, { cloth: p.yellow, skin: p.skin2 }) +
    m.person(330, 440, 0.85, { cloth: p.red }) +
    m.person(470, 430, 0.9, { cloth: p.green }) +
    m.person(600, 420, 0.85, { cloth: p.purple, skin: p.skin2 }) +
    m.apple(560, 200, 0.7) +
    `<rect x="90" y="120" width="180" height="120" rx="8" fill="#2f5d50"/><text x="180" y="190" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">Eat a rainbow</text>`,
  millets: () =>
    bg(p.cream, "#f2e2c2") +
    m.bowl(230, 380, 1.6, "#a0603b", "#f2e6d0", m.dots(18, "#7a4326", 48)) +
    m.bowl(420, 400, 1.6, "#e9d6a8", "#f2e6d0", m.dots(18, "#f7ecd0", 48, 2)) +
    m.bowl(610, 380, 1.5, "#b5793b", "#f2e6d0", m.dots(16, "#8f5a2a", 44, 3)) +
    m.wheat(420, 200, 1),
  walk: () =>
    bg(p.sky, "#d2e8d4") +
    tree(120, 300, 1.3) +
    tree(690, 320, 1) +
    m.sun(600, 110, 0.8) +
    ground +
    m.person(300, 360, 1.3, { cloth: "#d8557a" }) +
    m.person(440, 350, 1.4, { cloth: p.blue, skin: p.skin2 }) +
    m.person(560, 370, 1.2, { cloth: p.green }),
  reception: () =>
    bg(p.mint, "#d5efe0") +
    `<rect x="150" y="330" width="500" height="150" rx="12" fill="#2f8f5b"/><rect x="150" y="330" width="500" height="24" rx="10" fill="#246f47"/>` +
    m.person(400, 250, 1.3, { cloth: "#fff" }) +
    plant(110, 420) +
    plant(700, 420) +
    `<rect x="300" y="100" width="200" height="60" rx="10" fill="#fff"/>` +
    m.leaf(330, 140, 0.4, -40) +
    `<rect x="360" y="120" width="120" height="10" rx="5" fill="${p.green}"/><rect x="360" y="138" width="90" height="8" rx="4" fill="#b0bec5"/>`,
  family: () =>
    bg(p.peach, "#f7d8c5") +
    m.person(190, 320, 1.2, { cloth: p.green }) +
    m.person(330, 300, 1.35, { cloth: "#d8557a" }) +
    m.person(470, 340, 0.95, { cloth: p.yellow, skin: p.skin2 }) +
    m.person(610, 310, 1.3, { cloth: p.blue, skin: p.skin2 }) +
    table(410) +
    m.bowl(300, 400, 0.6, "#e8b33c") +
    m.bowl(420, 400, 0.6, p.leaf) +
    m.roti(540, 402, 0.7),
  hydration: () =>
    bg(p.sky, "#cfe4f3") +
    `<path d="M250 200 L230 460 H370 L350 200 Q300 180 250 200Z" fill="#e8f4fa" stroke="#a9cfe0" stroke-width="6"/><path d="M236 310 L230 460 H370 L362 310Z" fill="#bfe3f5"/>` +
    m.glass(460, 420, 1.2) +
    m.glass(560, 430, 1, "#e4f6d4") +
    m.citrus(660, 460, 0.6, p.yellow),
  celebration: () =>
    bg(p.rose, "#f6cfd8") +
    m.person(300, 330, 1.5, { cloth: "#d8557a" }) +
    m.person(500, 330, 1.5, { cloth: "#fff", skin: p.skin2 }) +
    m.heart(400, 150, 1) +
    m.sparkle(220, 140, 1.5, p.yellow) +
    m.sparkle(600, 160, 1.2, p.yellow) +
    m.sparkle(680, 300, 1, p.yellow) +
    m.tape(140, 470, 0.7),
  "meal-prep": () =>
    bg(p.lemon, "#f6e9a6") +
    m.tiffin(250, 360, 1.6) +
    m.bowl(450, 420, 1.1, p.leaf) +
    m.bowl(600, 420, 1.1, "#e8b33c") +
    m.leaf(560, 300, 0.8, -40) +
    m.roti(450, 320, 1),
  mindful: () =>
    bg(p.lilac, "#ddd2f0") +
    m.person(300, 340, 1.5, { cloth: p.purple, skin: p.skin2 }) +
    table(430, "#b49a7a") +
    m.bowl(470, 420, 0.9, "#f0a35e") +
    `<path d="M560 380 H640 V430 Q640 450 620 450 H580 Q560 450 560 430Z" fill="#fff" stroke="#d6cde6" stroke-width="4"/>` +
    m.sparkle(620, 150, 1.2),
};

export const galleryFiles = {
  "consultation-room.jpg": scenes.consultation,
  "healthy-thali.jpg": scenes.thali,
  "cooking-workshop.jpg": scenes.workshop,
  "group-yoga-session.jpg": scenes.yoga,
  "market-visit.jpg": scenes.market,
  "seasonal-fruit.jpg": scenes.fruit,
  "kids-nutrition-class.jpg": scenes.kids,
  "millet-display.jpg": scenes.millets,
  "morning-walk-group.jpg": scenes.walk,
  "clinic-reception.jpg": scenes.reception,
  "family-meal.jpg": scenes.family,
  "hydration-corner.jpg": scenes.hydration,
  "client-milestone.png": scenes.celebration,
  "meal-prep-session.png": scenes["meal-prep"],
  "mindful-eating.png": scenes.mindful,
};
export const galleryScenes = Object.fromEntries(
  Object.entries(galleryFiles).map(([k, v]) => [k, scaled(v)]),
);

export const aboutScenes = {
  "dietician-at-work": scaled(scenes.consultation),
  "our-clinic": scaled(scenes.reception),
};

export const yogaScenes = {
  "group-classes": scaled(
    () =>
      bg(p.lilac, "#ddd2f0") +
      yogaTrio("#9fd3c0") +
      m.yogaPose(220, 390, 0.95, { pose: "tree", cloth: p.green }) +
      m.yogaPose(400, 390, 0.95, { pose: "warrior", cloth: p.purple, skin: p.skin2 }) +
      m.yogaPose(580, 450, 0.95, { pose: "lotus", cloth: p.blue }) +
      m.sun(700, 100, 0.6),
  ),
  "one-on-one": scaled(
    () =>
      bg(p.mint, "#cfead7") +
      m.mat(230, 470, 240) +
      m.yogaPose(230, 450, 1, { pose: "lotus", cloth: "#d8557a" }) +
      screen(
        `<g transform="translate(570 250) scale(.55)">${m.yogaPose(0, 60, 1, { pose: "tree", cloth: p.green, skin: p.skin2 })}</g>`,
      ),
  ),
};
