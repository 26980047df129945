/** A floating link back to the top (the #top anchor); it fades in once the page is scrolled (globals.css). */
export function BackToTop() {
  return (
    <a
      href="#top"
      className="back-to-top fixed bottom-4 left-4 z-30 flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-slate-300 hover:bg-brand-50"
    >
      <span className="sr-only">Back to top</span>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 16V4M4 10l6-6 6 6" />
      </svg>
    </a>
  );
}
