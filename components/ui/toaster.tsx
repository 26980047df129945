"use client";
import { Toaster as HotToaster } from "react-hot-toast";

/** Spec §4: top-right, 5000 ms. react-hot-toast pauses on hover by itself. */
export function Toaster() {
  return <HotToaster position="top-right" toastOptions={{ duration: 5000 }} />;
}
