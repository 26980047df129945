type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  /** a full-width tinted band with its own container (content pages); else a plain block inside the page's container */
  band?: boolean;
};

/** The eyebrow, heading and lead text at the top of a public page. */
export function PageHeader({ eyebrow, title, children, band = false }: PageHeaderProps) {
  const intro = (
    <>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {children ? (
        <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-700">{children}</div>
      ) : null}
    </>
  );
  if (!band) return <header className="max-w-3xl">{intro}</header>;
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 md:pt-16">{intro}</div>
    </header>
  );
}
