// One-off drawing of the installed admin's and client app's icons (app/admin.webmanifest, app/my.webmanifest):
// a bowl with two leaves on the brand green. Run: node scripts/draw/app-icons.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} rot
 * @param {string} fill
 */
const leaf = (x, y, s, rot, fill) =>
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0 C 20 -30, 60 -30, 80 0 C 60 30, 20 30, 0 0 Z" fill="${fill}"/>` +
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M6 0 L 70 0" stroke="#ffffff" stroke-opacity=".55" stroke-width="4"/>`;

/**
 * The drawing on a 512 grid; `inset` shrinks it toward the centre (a maskable icon's safe zone).
 * @param {number} inset
 */
const drawing = (inset) => {
  const s = 1 - inset;
  const t = (512 * inset) / 2;
  return `<g transform="translate(${t} ${t}) scale(${s})">
    <circle cx="256" cy="256" r="196" fill="#effaf3"/>
    <path d="M116 270 H396 A140 128 0 0 1 116 270 Z" fill="#1a7b50"/>
    <rect x="100" y="256" width="312" height="22" rx="11" fill="#166242"/>
    ${leaf(236, 246, 1.9, -62, "#4bb57f")}
    ${leaf(262, 240, 1.45, -18, "#289964")}
    <circle cx="180" cy="214" r="30" fill="#f59e0b"/>
  </g>`;
};

/**
 * @param {number} size
 * @param {{ maskable: boolean }} options
 */
const icon = (size, { maskable }) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
      (maskable
        ? `<rect width="512" height="512" fill="#166242"/>${drawing(0.2)}`
        : `<rect width="512" height="512" rx="112" fill="#166242"/>${drawing(0.04)}`) +
      `</svg>`,
  );

mkdirSync("public/icons", { recursive: true });
for (const [name, size, maskable] of /** @type {[string, number, boolean][]} */ ([
  ["admin-192", 192, false],
  ["admin-512", 512, false],
  ["admin-maskable-512", 512, true],
  // the client app's (app/my.webmanifest): the same drawing
  ["my-192", 192, false],
  ["my-512", 512, false],
  ["my-maskable-512", 512, true],
])) {
  await sharp(icon(size, { maskable }))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${name}.png`);
  console.log(`public/icons/${name}.png`);
}
