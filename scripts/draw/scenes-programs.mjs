// The 13 programme illustrations (cards and condition-page banners). Alt texts live in lib/content/programmes.ts.
import * as m from "./motifs.mjs";

const p = m.palette;
/**
 * @param {string} bg
 * @param {string} blob
 * @returns {import("./motifs.mjs").Scene}
 */
const base = (bg, blob) => (w, h) =>
  m.background(w, h, bg, blob) + m.shadow(w / 2, h * 0.86, w * 0.36);

/** @type {Record<string, import("./motifs.mjs").Scene>} */
export const programScenes = {
  "hypertension-diabetic-diet": (w, h) =>
    base(p.sky, "#cfe3f6")(w, h) +
    m.plate(400, 420, 1.4, [
      m.food(-40, -5, 38, "#e8b33c"),
      m.food(35, -10, 34, p.leaf),
      m.food(0, 15, 30, "#c97f3b"),
    ]) +
    m.roti(560, 440, 1) +
    m.heart(250, 220, 1.3) +
    m.gauge(430, 200, 1.1) +
    m.drop(600, 230, 0.9, p.blue),
  "thyroid-disease-diet": (w, h) =>
    base(p.lilac, "#ddd0f2")(w, h) +
    m.butterfly(400, 230, 1.7) +
    m.leaf(180, 430, 1.4, -20) +
    m.leaf(230, 440, 1.1, -60, "#8fcf6d") +
    m.egg(560, 420, 1.2) +
    m.egg(620, 440, 1) +
    m.walnut(330, 450, 1.3) +
    m.walnut(400, 470, 1.1),
  "pcod-and-obesity-diet": (w, h) =>
    base(p.peach, "#f9d3bd")(w, h) +
    m.bowl(
      360,
      400,
      1.9,
      "#c9e38a",
      "#f2e6d0",
      m.dots(16, "#7fb045", 46) + m.dots(6, p.red, 40, 3),
    ) +
    m.tape(430, 220, 1.1) +
    m.scale(610, 460, 1.2) +
    m.apple(170, 410, 0.9),
  "diet-for-low-immunity": (w, h) =>
    base(p.mint, "#c9ead6")(w, h) +
    m.shield(400, 230, 2) +
    m.citrus(200, 420, 1.1) +
    m.citrus(600, 420, 0.9, p.yellow) +
    m.bowl(400, 440, 1.2, "#fffdf3", "#e7d9bd"),
  "psychosis-disorder": (w, h) =>
    base(p.sky, "#d5e6f5")(w, h) +
    m.headProfile(360, 280, 2) +
    m.glass(590, 420, 1) +
    m.walnut(200, 450, 1.2) +
    m.walnut(250, 470, 1) +
    m.sparkle(560, 150, 1.6),
  "arthritis-and-bone-health-diet": (w, h) =>
    base(p.cream, "#f1e4c8")(w, h) +
    m.bone(300, 220, 1.5) +
    m.knee(520, 240, 1.4) +
    m.glass(250, 420, 1.1, "#fff") +
    m.bowl(480, 450, 1.2, "#a0603b", "#f2e6d0", m.dots(14, "#f3efe2", 45)),
  "pregnancy-and-lactation-diet": (w, h) =>
    base(p.rose, "#f6cfd8")(w, h) +
    m.person(400, 300, 2, { cloth: "#d8557a", pregnant: true }) +
    m.apple(200, 440, 1) +
    m.citrus(620, 430, 0.9) +
    m.glass(680, 420, 0.8, "#fff"),
  "child-health-diet": (w, h) =>
    base(p.lemon, "#f6e9a6")(w, h) +
    m.person(330, 320, 1.6, { cloth: p.blue, skin: p.skin2 }) +
    m.apple(430, 330, 0.7) +
    m.tiffin(590, 420, 1.3),
  "vitamin-therapy": (w, h) =>
    base(p.lemon, "#f9e7a4")(w, h) +
    m.sun(250, 200, 1.6) +
    m.capsule(520, 230, 1.4) +
    m.citrus(380, 420, 1.5) +
    m.leaf(550, 430, 1.3, -30) +
    m.leaf(570, 440, 1, -80, "#3f8f3f"),
  "uric-acid-arthritis": (w, h) =>
    base(p.sky, "#d0e5f4")(w, h) +
    m.foot(300, 300, 1.8) +
    m.glass(520, 380, 1.5) +
    m.cherries(640, 430, 1.3),
  "gut-cleaning-program": (w, h) =>
    base(p.mint, "#cdebd8")(w, h) +
    m.gut(400, 200, 1.5) +
    m.bowl(300, 440, 1.2, "#fffdf3", "#e7d9bd") +
    m.bowl(520, 450, 1.1, "#f29a4a", "#f2e6d0", m.dots(8, "#3b2a1e", 35)),
  "heart-diet": (w, h) =>
    base(p.rose, "#f7d2d6")(w, h) +
    m.heart(400, 230, 2.6) +
    m.pulse(400, 220, 1.6) +
    m.bowl(220, 450, 1.1, "#e9d6a8", "#f2e6d0", m.dots(14, "#cdb27a", 44)) +
    m.walnut(400, 470, 1.3) +
    m.bottle(600, 420, 1, "#b9c44a"),
  "anemia-diet": (w, h) =>
    base(p.rose, "#f5cdd3")(w, h) +
    m.drop(400, 230, 2) +
    m.leaf(170, 430, 1.4, -20, "#2f7d3a") +
    m.leaf(200, 445, 1.2, -60, p.leaf) +
    `<circle cx="560" cy="420" r="55" fill="#b3203a"/><circle cx="560" cy="420" r="40" fill="#d63b55"/>` +
    m.dots(1, "#fff", 1) +
    `<rect x="320" y="420" width="80" height="55" rx="10" fill="#8a5226"/>`,
};
