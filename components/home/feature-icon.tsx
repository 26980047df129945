import type { FeatureIcon as Icon } from "@/lib/content/home";

const PATHS: Record<Icon, React.ReactNode> = {
  plan: <path d="M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6" />,
  guide: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" />,
  track: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  recipe: <path d="M4 11h16a8 8 0 0 1-16 0zM8 7c0-2 2-2 2-4M13 7c0-2 2-2 2-4" />,
  coach: <path d="M13 4a2 2 0 1 1 0 .1M9 21l2-6 3 2v4M7 12l3-4h4l3 3M11 15l-1-4" />,
  learn: <path d="M2 8l10-4 10 4-10 4zM6 10v5c3 2 9 2 12 0v-5" />,
};

export function FeatureIcon({ icon }: { icon: Icon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[icon]}
    </svg>
  );
}
