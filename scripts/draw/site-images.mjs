// One-off drawing of the public site's original artwork (logo, hero, testimonial portraits).
// Run: node scripts/draw/site-images.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

/**
 * @param {number} w
 * @param {number} h
 * @param {string} body
 */
const svg = (w, h, body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );
/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} rot
 * @param {string} fill
 */
const leaf = (x, y, s, rot, fill) =>
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0 C 20 -30, 60 -30, 80 0 C 60 30, 20 30, 0 0 Z" fill="${fill}"/><path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M4 0 L 72 0" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/>`;

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
const emblem = (cx, cy, r) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#166242"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#effaf3"/>
  <path d="M${cx - r * 0.55} ${cy + r * 0.05} a ${r * 0.55} ${r * 0.45} 0 0 0 ${r * 1.1} 0 Z" fill="#1a7b50"/>
  ${leaf(cx - r * 0.05, cy - r * 0.05, r / 110, -60, "#4bb57f")}
  ${leaf(cx + r * 0.02, cy - r * 0.02, r / 140, -20, "#289964")}
  <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.12}" r="${r * 0.13}" fill="#f59e0b"/>`;

/** @type {Record<string, [number, number, string, string]>} */
const images = {
  "brand/logo-mark": [96, 96, emblem(48, 48, 46), "png"],
  "brand/logo-wide": [
    224,
    112,
    `${emblem(56, 56, 52)}${leaf(118, 70, 0.9, -25, "#4bb57f")}${leaf(150, 52, 0.8, -45, "#289964")}${leaf(176, 72, 0.6, -10, "#80d1a4")}
     <path d="M112 84 C 150 92, 190 84, 220 60" stroke="#166242" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    "png",
  ],
  "home/hero-plate": [
    960,
    800,
    `<rect width="960" height="800" rx="48" fill="#d8f3e1"/>
     <circle cx="760" cy="150" r="90" fill="#fcd45a" opacity=".7"/>
     <rect x="90" y="430" width="230" height="300" rx="18" fill="#ffffff" stroke="#80d1a4" stroke-width="6" transform="rotate(-8 200 580)"/>
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="125" y="${490 + i * 44}" width="${150 - (i % 2) * 40}" height="12" rx="6" fill="#b3e5c6" transform="rotate(-8 200 580)"/>`).join("")}
     <path d="M130 470 l14 14 l26 -30" stroke="#1a7b50" stroke-width="9" fill="none" transform="rotate(-8 200 580)"/>
     <circle cx="540" cy="440" r="280" fill="#ffffff"/><circle cx="540" cy="440" r="250" fill="#f6f3ea"/>
     <path d="M540 440 L540 190 A250 250 0 0 1 790 440 Z" fill="#5f9a3b"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${600 + (i % 3) * 50}" cy="${290 + Math.floor(i / 3) * 60}" r="24" fill="${["#8fc25b", "#3f7d2b", "#b5d67a"][i % 3]}"/>`).join("")}
     <path d="M540 440 L790 440 A250 250 0 0 1 540 690 Z" fill="#f2c14e"/>
     ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<ellipse cx="${590 + (i % 4) * 45}" cy="${500 + Math.floor(i / 4) * 70}" rx="18" ry="12" fill="#e9a93b"/>`).join("")}
     <path d="M540 440 L540 690 A250 250 0 0 1 290 440 Z" fill="#e74c3c"/>
     <circle cx="420" cy="540" r="46" fill="#c0392b"/><circle cx="470" cy="610" r="34" fill="#ff7961"/>
     <path d="M540 440 L290 440 A250 250 0 0 1 540 190 Z" fill="#fff8e7"/>
     <ellipse cx="430" cy="340" rx="80" ry="50" fill="#f7e7c4"/><ellipse cx="470" cy="300" rx="40" ry="22" fill="#e7d3a6"/>
     <rect x="836" y="300" width="22" height="330" rx="11" fill="#94a3b8"/><ellipse cx="847" cy="290" rx="30" ry="55" fill="#94a3b8"/>
     <path d="M80 120 C 200 60, 300 180, 420 110" stroke="#f59e0b" stroke-width="14" fill="none" stroke-linecap="round" stroke-dasharray="4 26"/>
     ${leaf(80, 250, 1.6, -30, "#4bb57f")}${leaf(150, 210, 1.1, -70, "#289964")}${leaf(820, 720, 1.4, 200, "#4bb57f")}`,
    "webp",
  ],
};

const skins = [
  "#8d5524",
  "#c68642",
  "#e0ac69",
  "#f1c27d",
  "#a0522d",
  "#d2a17c",
  "#7b4a2a",
  "#e8b98a",
];
const hair = [
  "#1f1410",
  "#2e1b12",
  "#3b2a20",
  "#111111",
  "#4a2f1d",
  "#201510",
  "#0d0d0d",
  "#5a3a22",
];
const backdrops = [
  "#d8f3e1",
  "#fde8c8",
  "#dbeafe",
  "#fce7f3",
  "#e0f2fe",
  "#fef3c7",
  "#ede9fe",
  "#dcfce7",
];
for (let i = 0; i < 8; i++) {
  const long = i % 2 === 0;
  images[`testimonials/client-${i + 1}`] = [
    480,
    480,
    `<rect width="480" height="480" fill="${backdrops[i]}"/>
     <circle cx="380" cy="90" r="46" fill="#ffffff" opacity=".7"/>
     <path d="M60 480 C 70 360, 160 320, 240 320 C 320 320, 410 360, 420 480 Z" fill="${["#1a7b50", "#2563eb", "#d97706", "#be185d", "#0f766e", "#7c3aed", "#b45309", "#15803d"][i]}"/>
     ${long ? `<path d="M150 200 C 140 330, 170 360, 240 360 C 310 360, 340 330, 330 200 Z" fill="${hair[i]}"/>` : ""}
     <rect x="215" y="270" width="50" height="60" rx="20" fill="${skins[i]}"/>
     <ellipse cx="240" cy="210" rx="82" ry="95" fill="${skins[i]}"/>
     <path d="M155 200 C 150 120, 210 95, 245 100 C 300 100, 335 140, 325 200 C 300 160, 230 150, 175 170 Z" fill="${hair[i]}"/>
     <circle cx="210" cy="215" r="8" fill="#1f1410"/><circle cx="272" cy="215" r="8" fill="#1f1410"/>
     <path d="M210 258 Q 241 ${280 + (i % 3) * 4} 272 258" stroke="#7a2e1f" stroke-width="6" fill="none" stroke-linecap="round"/>
     <path d="M340 390 l22 -40 l22 20 l30 -60" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    "webp",
  ];
}

for (const [name, [w, h, body, format]] of Object.entries(images)) {
  mkdirSync(`public/images/${name.split("/")[0]}`, { recursive: true });
  const image = sharp(svg(w, h, body));
  await (
    format === "png" ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 80 })
  ).toFile(`public/images/${name}.${format}`);
}
console.log(`Drew ${Object.keys(images).length} images.`);
