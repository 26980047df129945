import { SiteLogo } from "@/components/layout/site-logo";
import { MyNav } from "./my-nav";
import { SignOutButton } from "./sign-out-button";

/** The client app's header: the logo, sign-out, and once signed in her four screens. */
export function MyHeader({ brand, signedIn }: { brand: string; signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex max-w-2xl items-center justify-between gap-4 px-4 py-2">
        <SiteLogo brand={brand} href="/my" />
        {signedIn ? <SignOutButton /> : null}
      </div>
      {signedIn ? <MyNav /> : null}
    </header>
  );
}
