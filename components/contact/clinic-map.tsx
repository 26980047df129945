"use client";
import { useEffect, useRef, useState } from "react";

/**
 * The embedded Google map, loaded only once it is about to scroll into view. The embed is a
 * whole third-party page (hundreds of KB of script); the browser's own loading="lazy" starts it
 * up to 2500 px early, so on a phone it loaded with the contact page even for visitors who never
 * scroll that far.
 */
export function ClinicMap({
  src,
  title,
  className,
}: {
  src: string;
  title: string;
  className: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      src={near ? src : undefined}
      referrerPolicy="no-referrer-when-downgrade"
      className={className}
    />
  );
}
