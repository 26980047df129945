import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { capSrcSet } from "./cap-srcset";

const widths = (srcSet?: string) => srcSet?.split(", ").map((entry) => entry.split(" ")[1]);

describe("capSrcSet", () => {
  it("keeps the candidates below the image's width and the first one at or past it", () => {
    const { props } = getImageProps({
      src: "/images/programs/heart-diet.webp",
      alt: "",
      width: 800,
      height: 560,
      sizes: "92vw",
    });
    expect(widths(props.srcSet)).toContain("3840w");
    const capped = capSrcSet(props, 800);
    expect(widths(capped.srcSet)).toEqual(["640w", "750w", "828w"]);
    expect(capped.src).toBe("/_next/image?url=%2Fimages%2Fprograms%2Fheart-diet.webp&w=828&q=75");
  });

  it("keeps a candidate that matches the width exactly as the last one", () => {
    const { props } = getImageProps({
      src: "/a.webp",
      alt: "",
      width: 640,
      height: 420,
      sizes: "(min-width: 1024px) 30vw, 92vw",
    });
    expect(widths(capSrcSet(props, 640).srcSet)).toEqual(["256w", "384w", "640w"]);
  });

  it("leaves density descriptors and images wider than every candidate alone", () => {
    const fixed = getImageProps({ src: "/logo.png", alt: "", width: 44, height: 44 }).props;
    expect(capSrcSet(fixed, 44)).toEqual(fixed);
    const huge = getImageProps({
      src: "/huge.webp",
      alt: "",
      width: 5000,
      height: 3000,
      sizes: "100vw",
    }).props;
    expect(capSrcSet(huge, 5000)).toEqual(huge);
  });
});
