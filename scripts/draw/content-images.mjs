// Original flat illustrations for the content pages. Run: node scripts/draw/content-images.mjs [family ...]
// Families: programs, conditions, diet-plans, gallery, about, yoga. Output goes to public/images/<family>/.
import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { programScenes } from "./scenes-programs.mjs";
import { conditionScenes } from "./scenes-conditions.mjs";
import { dietPlanScenes } from "./scenes-diet-plans.mjs";
import { galleryScenes, aboutScenes, yogaScenes } from "./scenes-people.mjs";
import { svg } from "./motifs.mjs";

const families = {
  programs: { scenes: programScenes, w: 800, h: 560, format: "webp" },
  conditions: { scenes: conditionScenes, w: 800, h: 560, format: "webp" },
  "diet-plans": { scenes: dietPlanScenes, w: 640, h: 420, format: "webp" },
  gallery: { scenes: galleryScenes, w: 1200, h: 900, format: "by-name" },
  about: { scenes: aboutScenes, w: 900, h: 700, format: "webp" },
  yoga: { scenes: yogaScenes, w: 900, h: 640, format: "webp" },
};

const wanted = process.argv.slice(2);
for (const [family, { scenes, w, h, format }] of Object.entries(families)) {
  if (wanted.length && !wanted.includes(family)) continue;
  await mkdir(`public/images/${family}`, { recursive: true });
  for (const [file, draw] of Object.entries(scenes)) {
    const image = sharp(Buffer.from(svg(w, h, draw(w, h))));
    const ext = format === "by-name" ? file.split(".").pop() : format;
    const name = format === "by-name" ? file : `${file}.${format}`;
    if (ext === "webp") await image.webp({ quality: 80 }).toFile(`public/images/${family}/${name}`);
    else if (ext === "jpg")
      await image.jpeg({ quality: 78, mozjpeg: true }).toFile(`public/images/${family}/${name}`);
    else
      await image
        .png({ palette: true, quality: 80, compressionLevel: 9 })
        .toFile(`public/images/${family}/${name}`);
  }
  console.info(`${family}: ${Object.keys(scenes).length} images`);
}
