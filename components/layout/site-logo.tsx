import { getImageProps } from "next/image";
import { IntentLink } from "@/components/ui/intent-link";

/** The logo: a compact mark on small screens and a wider one from 1024 px (art direction). Admins' logo leads to /admin-appointments. */
export function SiteLogo({ brand, href = "/" }: { brand: string; href?: string }) {
  const common = { alt: "", loading: "eager" } as const;
  const wide = getImageProps({
    ...common,
    src: "/images/brand/logo-wide.png",
    width: 112,
    height: 56,
  }).props;
  const mark = getImageProps({
    ...common,
    src: "/images/brand/logo-mark.png",
    width: 44,
    height: 44,
  }).props;
  return (
    <IntentLink href={href} className="flex shrink-0 items-center gap-2 rounded-md">
      <picture>
        <source
          media="(min-width: 1024px)"
          srcSet={wide.srcSet}
          width={wide.width}
          height={wide.height}
        />
        {/* its box set for each width: while the wide file loads after a phone-sized window
            widens, the image kept the mark's square shape at the wide one's width (112 px tall) */}
        <img {...mark} alt="" className="h-11 w-11 lg:h-14 lg:w-28" />
      </picture>
      <span className="text-lg leading-tight font-bold text-brand-800 lg:max-w-32 xl:max-w-none">
        {brand}
      </span>
    </IntentLink>
  );
}
