"use client";
import { Toaster } from "react-hot-toast";

/** Spec §4: top-right, 5000 ms. react-hot-toast pauses on hover by itself. */
export default function HotToaster() {
  return <Toaster position="top-right" toastOptions={{ duration: 5000 }} />;
}
