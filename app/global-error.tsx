"use client";

/** Last resort when the root layout itself fails: same words as app/error.tsx. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          padding: "4rem 1.5rem",
          maxWidth: "40rem",
          margin: "0 auto",
        }}
      >
        <h1>Unexpected Application Error!</h1>
        <p>{error.message || "Something went wrong."}</p>
      </body>
    </html>
  );
}
