// One-off drawing of the three demo blog illustrations (original artwork). Run: node scripts/draw/blog-demo-images.mjs
import sharp from "sharp";
const W = 1200,
  H = 750;
const scenes = {
  "balanced-thali": `<rect width="${W}" height="${H}" fill="#f6efe2"/>
    <circle cx="600" cy="380" r="300" fill="#d9d9d9"/><circle cx="600" cy="380" r="280" fill="#f4f4f4"/>
    <circle cx="470" cy="270" r="80" fill="#f2c14e"/><circle cx="470" cy="270" r="62" fill="#e9a93b"/>
    <circle cx="730" cy="270" r="80" fill="#e7e2d6"/><circle cx="730" cy="270" r="62" fill="#fffdf6"/>
    <circle cx="760" cy="480" r="85" fill="#c8d7a3"/><circle cx="760" cy="480" r="66" fill="#5f9a3b"/>
    <ellipse cx="470" cy="490" rx="110" ry="70" fill="#f7e7c4"/><ellipse cx="470" cy="490" rx="90" ry="52" fill="#fff8e7"/>
    <circle cx="600" cy="380" r="55" fill="#c0392b"/><circle cx="600" cy="380" r="40" fill="#e74c3c"/>
    <g fill="#3f7d2b"><ellipse cx="740" cy="470" rx="12" ry="6"/><ellipse cx="780" cy="495" rx="12" ry="6"/><ellipse cx="750" cy="505" rx="10" ry="5"/></g>`,
  millets: `<rect width="${W}" height="${H}" fill="#eef5e6"/>
    <ellipse cx="600" cy="560" rx="360" ry="90" fill="#8d6e4a"/><ellipse cx="600" cy="540" rx="340" ry="80" fill="#a9845a"/>
    ${Array.from({ length: 140 }, (_, i) => {
      const a = i * 2.4,
        r = 18 + (i % 14) * 22;
      return `<circle cx="${600 + Math.cos(a) * r * 1.3}" cy="${520 + Math.sin(a) * r * 0.25}" r="9" fill="${["#d9b45a", "#b5793b", "#e6cf8b", "#7a4b2a"][i % 4]}"/>`;
    }).join("")}
    <g stroke="#6b8e23" stroke-width="8" fill="none"><path d="M300 480 C 320 300, 360 200, 420 120"/><path d="M900 480 C 880 300, 840 200, 780 120"/></g>
    <g fill="#c9a54c">${Array.from({ length: 10 }, (_, i) => `<ellipse cx="${410 - i * 9}" cy="${130 + i * 32}" rx="16" ry="9"/><ellipse cx="${790 + i * 9}" cy="${130 + i * 32}" rx="16" ry="9"/>`).join("")}</g>`,
  "summer-hydration": `<rect width="${W}" height="${H}" fill="#fff3d6"/>
    <circle cx="980" cy="150" r="90" fill="#f9b233"/><circle cx="980" cy="150" r="70" fill="#fcd45a"/>
    <path d="M430 220 L470 640 L650 640 L690 220 Z" fill="#d6f0f5" stroke="#7fb8c4" stroke-width="8"/>
    <path d="M445 330 L475 630 L645 630 L675 330 Z" fill="#bfe6a8"/>
    <circle cx="560" cy="420" r="55" fill="#f7f48b" stroke="#c9c53a" stroke-width="6"/>
    <g stroke="#c9c53a" stroke-width="4"><line x1="560" y1="370" x2="560" y2="470"/><line x1="510" y1="420" x2="610" y2="420"/></g>
    <rect x="600" y="140" width="14" height="260" rx="7" fill="#e8505b" transform="rotate(12 600 140)"/>
    <g fill="#3f8f3f"><ellipse cx="800" cy="560" rx="120" ry="75"/></g><ellipse cx="800" cy="560" rx="100" ry="58" fill="#e84b4b"/>
    <g fill="#222">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${740 + i * 30}" cy="${545 + (i % 2) * 22}" rx="5" ry="8"/>`).join("")}</g>`,
};
for (const [name, body] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(`public/images/blog/${name}.webp`);
}
