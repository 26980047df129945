/** The eyebrow, heading and optional lead of a home page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-1 text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {children ? <p className="mt-3 text-lg text-slate-700">{children}</p> : null}
    </div>
  );
}
