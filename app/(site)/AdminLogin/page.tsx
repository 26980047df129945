import type { Metadata } from "next";
import { LoginForm } from "@/components/admin/login-form";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default function AdminLoginPage() {
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-6 py-24"
    >
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Admin Login</h1>
      <LoginForm />
    </main>
  );
}
