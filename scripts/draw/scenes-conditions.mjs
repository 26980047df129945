// Illustrations for the descriptive sections of the condition pages. Alt texts: lib/content/conditions/images.ts.
import * as m from "./motifs.mjs";

const p = m.palette;
/**
 * @param {string} bg
 * @param {string} blob
 * @returns {import("./motifs.mjs").Scene}
 */
const base = (bg, blob) => (w, h) =>
  m.background(w, h, bg, blob) + m.shadow(w / 2, h * 0.86, w * 0.36);
/**
 * @param {number} y
 * @param {string} [c]
 */
const table = (y, c = "#c89b6d") =>
  `<rect x="90" y="${y}" width="620" height="24" rx="10" fill="${c}"/><rect x="130" y="${y + 24}" width="16" height="110" fill="#a87a4f"/><rect x="654" y="${y + 24}" width="16" height="110" fill="#a87a4f"/>`;
/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
const tree = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-8" y="0" width="16" height="80" fill="${p.brown}"/><circle cy="-20" r="50" fill="${p.leaf}"/><circle cx="-30" cy="10" r="34" fill="#4c9a3f"/><circle cx="32" cy="6" r="36" fill="#6cbb52"/></g>`;

/** @type {Record<string, import("./motifs.mjs").Scene>} */
export const conditionScenes = {
  "balanced-thali": (w, h) =>
    base(p.cream, "#f3e6c8")(w, h) +
    m.plate(400, 330, 2.6, [
      m.food(-45, -8, 26, "#e8b33c"),
      m.food(10, -14, 24, p.leaf),
      m.food(52, -4, 22, "#fffdf3"),
      m.food(-5, 14, 30, "#f4efe1"),
      m.food(50, 16, 16, p.red),
    ]) +
    m.roti(200, 440, 1.2) +
    m.glass(640, 390, 0.9, "#fff9e8"),
  consultation: (w, h) =>
    base(p.mint, "#d0eddc")(w, h) +
    m.person(250, 300, 1.4, { cloth: "#ffffff", hair: p.dark }) +
    m.person(560, 300, 1.4, { cloth: p.blue, skin: p.skin2 }) +
    table(380) +
    `<rect x="330" y="330" width="130" height="44" rx="6" fill="#fff" stroke="#cfd8dc" stroke-width="3"/><line x1="350" y1="346" x2="440" y2="346" stroke="${p.green}" stroke-width="5"/><line x1="350" y1="360" x2="420" y2="360" stroke="#b0bec5" stroke-width="5"/>` +
    m.apple(660, 350, 0.5),
  "morning-walk": (w, h) =>
    base(p.sky, "#d2e8d4")(w, h) +
    tree(160, 260, 1.3) +
    tree(650, 280, 1) +
    m.sun(620, 120, 0.8) +
    `<path d="M0 470 Q400 420 800 470 V560 H0Z" fill="#9fd18b"/>` +
    m.person(400, 330, 1.5, { cloth: "#d8557a" }),
  "water-and-fruit": (w, h) =>
    base(p.sky, "#cfe4f3")(w, h) +
    `<path d="M250 200 L230 440 H370 L350 200 Q300 180 250 200Z" fill="#e8f4fa" stroke="#a9cfe0" stroke-width="6"/><path d="M236 300 L230 440 H370 L362 300Z" fill="#bfe3f5"/>` +
    m.glass(450, 400, 1.1) +
    m.bowl(600, 430, 1.3, p.orange, "#f2e6d0", m.dots(6, p.red, 36, 2)) +
    m.apple(580, 390, 0.5),
  "vegetable-basket": (w, h) =>
    base(p.mint, "#cfead7")(w, h) +
    `<path d="M200 320 H600 L560 470 H240Z" fill="#c89b6d"/><path d="M200 320 H600" stroke="#a87a4f" stroke-width="10"/><path d="M220 380 H580 M230 430 H570" stroke="#a87a4f" stroke-width="5"/>` +
    m.leaf(250, 320, 1.3, -60, "#2f7d3a") +
    m.leaf(300, 320, 1.1, -100, p.leaf) +
    `<circle cx="400" cy="300" r="38" fill="${p.red}"/><circle cx="470" cy="305" r="32" fill="#e65a4f"/>` +
    `<path d="M520 320 L600 230" stroke="${p.orange}" stroke-width="22" stroke-linecap="round"/><ellipse cx="350" cy="290" rx="28" ry="60" fill="#9ccf6a" transform="rotate(-30 350 290)"/>`,
  "family-meal": (w, h) =>
    base(p.peach, "#f7d8c5")(w, h) +
    m.person(190, 300, 1.2, { cloth: p.green }) +
    m.person(330, 280, 1.35, { cloth: "#d8557a" }) +
    m.person(470, 320, 0.95, { cloth: p.yellow, skin: p.skin2 }) +
    m.person(610, 290, 1.3, { cloth: p.blue, skin: p.skin2 }) +
    table(390) +
    m.bowl(300, 380, 0.6, "#e8b33c") +
    m.bowl(420, 380, 0.6, p.leaf) +
    m.roti(540, 382, 0.7),
  "rest-and-calm": (w, h) =>
    base(p.lilac, "#ddd2f0")(w, h) +
    `<rect x="430" y="90" width="240" height="260" rx="12" fill="#2c3e66"/><rect x="442" y="102" width="216" height="236" rx="6" fill="#3b5284"/>` +
    `<circle cx="560" cy="180" r="40" fill="#fdf3c4"/><circle cx="578" cy="168" r="36" fill="#3b5284"/>` +
    m.sparkle(500, 140, 0.8) +
    m.sparkle(620, 280, 0.6) +
    `<path d="M220 330 H340 V420 Q340 450 310 450 H250 Q220 450 220 420Z" fill="#fff" stroke="#d6cde6" stroke-width="4"/><path d="M340 350 q40 0 40 30 q0 30 -40 30" stroke="#d6cde6" stroke-width="8" fill="none"/><rect x="230" y="345" width="100" height="20" rx="6" fill="#c9a66b"/>` +
    m.leaf(250, 300, 0.6, -80),
  "millets-and-grains": (w, h) =>
    base(p.cream, "#f2e2c2")(w, h) +
    m.bowl(230, 380, 1.4, "#a0603b", "#f2e6d0", m.dots(18, "#7a4326", 48)) +
    m.bowl(420, 400, 1.4, "#e9d6a8", "#f2e6d0", m.dots(18, "#f7ecd0", 48, 2)) +
    m.bowl(600, 380, 1.3, "#b5793b", "#f2e6d0", m.dots(16, "#8f5a2a", 44, 3)) +
    `<path d="M320 230 L390 300" stroke="${p.brown}" stroke-width="10" stroke-linecap="round"/><ellipse cx="400" cy="312" rx="26" ry="16" fill="${p.brown}"/>`,
  "morning-sunlight": (w, h) =>
    base(p.lemon, "#f8e7a8")(w, h) +
    m.sun(600, 150, 1.5) +
    `<rect x="80" y="440" width="640" height="30" fill="#d9b99b"/><rect x="80" y="400" width="640" height="12" fill="#e6cfb8"/>` +
    `<g transform="translate(360 300) scale(1.6)"><circle cy="-60" r="20" fill="${p.skin}"/><path d="M-18 -40 H18 L14 40 H-14Z" fill="${p.green}"/><path d="M-14 -34 L-40 -90 M14 -34 L40 -90" stroke="${p.skin}" stroke-width="10" stroke-linecap="round"/><path d="M-8 40 L-14 90 M8 40 L14 90" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/></g>`,
  "lab-report": (w, h) =>
    base(p.sky, "#d3e5f5")(w, h) +
    `<rect x="280" y="110" width="240" height="320" rx="14" fill="#8d6e4a"/><rect x="300" y="140" width="200" height="270" rx="6" fill="#fff"/><rect x="350" y="100" width="100" height="36" rx="8" fill="#b0bec5"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="320" y="${170 + i * 36}" width="${[120, 90, 140, 100, 130, 80][i]}" height="10" rx="5" fill="${i === 2 ? p.red : "#b0bec5"}"/><circle cx="480" cy="${175 + i * 36}" r="7" fill="${i === 2 ? p.red : p.leaf}"/>`,
      )
      .join("") +
    `<path d="M560 260 q60 40 20 120 q-20 40 -60 30" stroke="${p.dark}" stroke-width="8" fill="none"/><circle cx="520" cy="410" r="18" fill="#90a4ae"/>` +
    `<rect x="200" y="300" width="14" height="150" rx="6" fill="${p.blue}" transform="rotate(-20 200 300)"/>`,
  "school-tiffin": (w, h) =>
    base(p.lemon, "#f6e7a0")(w, h) +
    `<rect x="190" y="240" width="420" height="220" rx="24" fill="#5aa0d8"/><rect x="210" y="260" width="380" height="180" rx="16" fill="#eaf4fb"/><rect x="400" y="260" width="8" height="180" fill="#5aa0d8"/>` +
    `<ellipse cx="305" cy="350" rx="80" ry="60" fill="#e3b878"/><circle cx="280" cy="335" r="8" fill="#6aa84f"/><circle cx="320" cy="360" r="7" fill="#b9834a"/>` +
    m.apple(460, 330, 0.6) +
    `<circle cx="540" cy="320" r="24" fill="${p.orange}"/>` +
    m.walnut(470, 400, 0.8) +
    m.walnut(530, 400, 0.8),
  "iron-rich-foods": (w, h) =>
    base(p.rose, "#f4d2d8")(w, h) +
    `<ellipse cx="400" cy="380" rx="300" ry="90" fill="#c89b6d"/><ellipse cx="400" cy="370" rx="280" ry="78" fill="#e0bd92"/>` +
    m.leaf(170, 370, 1.3, -30, "#2f7d3a") +
    m.leaf(200, 380, 1.1, -70, p.leaf) +
    `<circle cx="380" cy="350" r="52" fill="#b3203a"/><circle cx="380" cy="350" r="38" fill="#d63b55"/>` +
    m.dots(10, "#ffd0d8", 26) +
    `<rect x="470" y="330" width="80" height="54" rx="10" fill="#8a5226"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${600 + i * 26}" cy="${380 - (i % 2) * 12}" rx="14" ry="24" fill="#6b3a1e"/>`,
      )
      .join("") +
    m.bowl(300, 420, 0.6, "#d9a441", "#f2e6d0", m.dots(8, "#b5793b", 30)),
};
