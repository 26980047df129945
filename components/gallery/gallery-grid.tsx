"use client";

import Image from "next/image";
import { useCallback, useState } from "react";
import type { GalleryImage } from "@/lib/content/gallery";
import { Lightbox } from "./lightbox";

type Props = { images: readonly GalleryImage[]; size: { width: number; height: number } };

/** The photo grid (one, two or three columns); each photo opens the full-screen viewer at its index. */
export function GalleryGrid({ images, size }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const step = useCallback(
    (delta: 1 | -1) =>
      setOpen((current) =>
        current === null ? null : (current + delta + images.length) % images.length,
      ),
    [images.length],
  );

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-xl shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={size.width}
                height={size.height}
                preload={index === 0}
                fetchPriority={index === 0 ? "high" : undefined}
                sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox images={images} index={open} size={size} onClose={close} onStep={step} />
      ) : null}
    </>
  );
}
