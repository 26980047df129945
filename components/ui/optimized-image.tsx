import { getImageProps, type ImageProps } from "next/image";
import { capSrcSet } from "./cap-srcset";

/**
 * next/image's optimisation (a srcset of resized AVIF/WebP, lazy loading, width and height) as
 * a plain <img>. <Image> is a client component: on pages of server-rendered images it would
 * ship its code (about 5 KB compressed) and hydrate each image, for no behaviour these images
 * need. `width` is the image file's own width: no candidate past it is offered.
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  const sized = props.width ? { ...img, ...capSrcSet(img, Number(props.width)) } : img;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included
  return <img {...sized} />;
}
