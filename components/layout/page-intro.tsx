/** The heading and lead text at the top of a public page. */
export function PageIntro({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-lg text-slate-700">{children}</div> : null}
    </header>
  );
}
