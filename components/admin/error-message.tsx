/** The red message a screen shows above its list when loading fails (spec §8). */
export function ErrorMessage({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-700"
    >
      {children}
    </p>
  );
}
