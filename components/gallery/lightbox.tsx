"use client";

import Image from "next/image";
import { useEffect, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import type { GalleryImage } from "@/lib/content/gallery";
import { useFocusTrap } from "@/components/ui/use-focus-trap";

type Props = {
  images: readonly GalleryImage[];
  index: number;
  size: { width: number; height: number };
  onClose: () => void;
  onStep: (delta: 1 | -1) => void;
};

const control =
  "flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-white";

/** Full-screen viewer: close, previous and next (wrapping), Escape and arrow keys; a click on the dark background closes. */
export function Lightbox({ images, index, size, onClose, onStep }: Props) {
  // Focus moves in and stays inside; Escape closes; focus goes back to the thumbnail afterwards.
  const dialog = useFocusTrap<HTMLDivElement>(true, onClose);
  const image = images[index];

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "ArrowLeft") onStep(-1);
      else if (event.key === "ArrowRight") onStep(1);
    }
    document.addEventListener("keydown", onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onStep]);

  if (!image) return null;
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label="Gallery image viewer"
      data-testid="lightbox-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-slate-950/95 p-4"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className={`${control} absolute top-4 right-4`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => onStep(-1)}
        aria-label="Previous image"
        className={`${control} absolute bottom-6 left-6 sm:bottom-auto`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <figure className="pointer-events-none flex max-h-full flex-col items-center">
        <Image
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={size.width}
          height={size.height}
          sizes="(min-width: 1280px) 1200px, 100vw"
          // The box is sized from the first frame, not from the file once it has loaded (it was
          // 0 px wide until then): the width fits the screen at the photo's ratio, and the
          // width and height attributes give the height that goes with it.
          style={
            {
              "--photo-width": `${size.width}px`,
              "--photo-ratio": size.width / size.height,
            } as CSSProperties
          }
          className="pointer-events-auto h-auto w-[min(var(--photo-width),100vw-2rem,70vh*var(--photo-ratio))] rounded-lg object-contain sm:w-[min(var(--photo-width),100vw-10rem,80vh*var(--photo-ratio))]"
        />
        <figcaption className="mt-3 max-w-2xl text-center text-slate-100" aria-live="polite">
          <span className="font-semibold">
            {index + 1} / {images.length}
          </span>{" "}
          {image.alt}
        </figcaption>
      </figure>
      <button
        type="button"
        onClick={() => onStep(1)}
        aria-label="Next image"
        className={`${control} absolute right-6 bottom-6 sm:bottom-auto`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7">
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>,
    document.body,
  );
}
