/**
 * A public page's share image (Open Graph, Twitter), drawn by next/og's ImageResponse (satori:
 * flexbox and inline SVG only, its own Geist font): the brand on top, the page's title, the
 * practitioner below, and a plate with a leaf and a fruit in the brand's colours (app/globals.css).
 * Raise SHARE_IMAGE_VERSION (lib/pages/share-images.ts) when changing it.
 */
const COLOR = {
  brand50: "#effaf3",
  brand100: "#d8f3e1",
  brand200: "#b3e5c6",
  brand500: "#289964",
  brand600: "#1a7b50",
  brand700: "#166242",
  brand800: "#144e36",
  accent500: "#f59e0b",
  accent600: "#d97706",
  slate600: "#475569",
  slate900: "#0f172a",
};

type Props = { brand: string; title: string; tagline: string };

export function ShareImage({ brand, title, tagline }: Props) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        backgroundColor: COLOR.brand50,
        fontFamily: "Geist",
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 760,
          padding: "64px 0 72px 72px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <LeafMark />
          <span style={{ fontSize: 36, color: COLOR.brand700 }}>{brand}</span>
        </div>
        <div
          style={{
            display: "flex",
            fontSize: title.length > 26 ? 64 : 80,
            lineHeight: 1.1,
            letterSpacing: -1,
            color: COLOR.slate900,
            lineClamp: 3,
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div
            style={{ width: 120, height: 8, borderRadius: 4, backgroundColor: COLOR.accent500 }}
          />
          <span style={{ fontSize: 30, color: COLOR.slate600 }}>{tagline}</span>
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "center", flex: 1 }}>
        <Plate />
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          width: "100%",
          height: 16,
          backgroundColor: COLOR.brand600,
        }}
      />
    </div>
  );
}

/** The brand's small mark: a leaf in a circle. */
function LeafMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56">
      <circle cx="28" cy="28" r="28" fill={COLOR.brand600} />
      <path d="M28 12 C40 18 42 32 28 44 C14 32 16 18 28 12 Z" fill={COLOR.brand50} />
      <path d="M28 18 L28 40" stroke={COLOR.brand600} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A plate seen from above with a large leaf on it and a fruit at its rim. */
function Plate() {
  return (
    <svg width="380" height="380" viewBox="0 0 380 380">
      <circle cx="190" cy="196" r="176" fill={COLOR.brand100} />
      <circle cx="190" cy="196" r="138" fill="#ffffff" />
      <circle cx="190" cy="196" r="112" fill="none" stroke={COLOR.brand200} strokeWidth="4" />
      <path d="M190 92 C268 120 280 226 190 300 C100 226 112 120 190 92 Z" fill={COLOR.brand500} />
      <path d="M190 112 L190 284" stroke={COLOR.brand50} strokeWidth="7" strokeLinecap="round" />
      <path
        d="M190 160 L150 132 M190 200 L142 170 M190 240 L152 214 M190 160 L230 132 M190 200 L238 170 M190 240 L228 214"
        stroke={COLOR.brand50}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="318" cy="78" r="44" fill={COLOR.accent500} />
      <circle cx="304" cy="64" r="10" fill="#fcd34d" />
      <path d="M318 36 C330 18 350 16 358 22 C350 36 334 40 318 36 Z" fill={COLOR.brand600} />
      <path d="M318 36 L314 22" stroke={COLOR.brand800} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
