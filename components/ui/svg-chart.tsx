import type { ReactNode } from "react";

type SvgChartProps = {
  /** a prefix unique on the page, for the title's and description's ids */
  id: string;
  width: number;
  height: number;
  fontSize: number;
  className: string;
  /** what the chart shows, and what it says in a sentence: a screen reader's name and description */
  title: string;
  summary: string;
  children: ReactNode;
};

/** A server-drawn chart: one image to assistive technology, named by its title and summary. */
export function SvgChart({
  id,
  width,
  height,
  fontSize,
  className,
  title,
  summary,
  children,
}: SvgChartProps) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className={`mt-3 h-auto w-full ${className}`}
      fontSize={fontSize}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}
