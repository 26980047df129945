import type { Metadata } from "next";
import { MyHome } from "@/components/client-app/my-home";
import { SignInForm } from "@/components/client-app/sign-in-form";
import { loadClientSession } from "@/lib/client-app/client-page";
import { myOverview } from "@/lib/client-app/data/my-app";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "My programme",
  description: `Your programme, diet chart, progress and messages with ${site.brand}.`,
};

/** Her app's home: the sign-in when signed out, else her programme at a glance. */
export default async function MyPage() {
  const session = await loadClientSession();
  if (!session)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">My programme</h1>
        <p className="text-slate-700">
          Your diet chart, your progress, your visits and messages with Dt. {site.practitioner}, in
          one place.
        </p>
        <SignInForm />
      </div>
    );
  return <MyHome overview={await myOverview(session)} />;
}
