/** Public chrome (header, offer banner, footer, chat button, back-to-top) wraps every public page. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-1 flex-col">{children}</div>;
}
