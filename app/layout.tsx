import type { Metadata, Viewport } from "next";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `${site.brand} | Personalized Dietician Healthcare`,
    template: `%s | ${site.brand}`,
  },
  description: `Personalised diet plans and nutrition coaching by Dietician ${site.practitioner} in New Delhi and online across India.`,
  applicationName: site.brand,
  openGraph: { type: "website", siteName: site.brand, locale: "en_IN" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: "#1a7b50", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
