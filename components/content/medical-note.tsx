/** The reminder every condition page carries: nutrition supports medical care, it does not replace it. */
export function MedicalNote({
  className = "",
  children,
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <aside
      aria-label="Medical note"
      className={`rounded-xl border-l-4 border-accent-500 bg-amber-50 p-5 text-slate-800 ${className}`}
    >
      <p>
        <strong>Please note:</strong>{" "}
        {children ?? (
          <>
            our programmes support, and never replace, the care of your doctor. If you have a
            medical condition, are pregnant or take regular medicines, see your doctor before
            changing your diet, and do not stop or change any medicine without their advice.
          </>
        )}
      </p>
    </aside>
  );
}
