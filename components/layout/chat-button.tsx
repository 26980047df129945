/** The floating chat-app button: opens a WhatsApp chat with a prefilled greeting. */
export function ChatButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg ring-4 ring-white hover:bg-[#0e6f3a]"
    >
      <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8" fill="currentColor">
        <path d="M16 3C8.8 3 3 8.6 3 15.5c0 2.6.8 5 2.3 7L4 29l6.8-1.9c1.6.8 3.4 1.3 5.2 1.3 7.2 0 13-5.6 13-12.5S23.2 3 16 3zm0 22.7c-1.7 0-3.3-.4-4.7-1.2l-.4-.2-4 1.1 1.1-3.8-.3-.4A9.8 9.8 0 0 1 5.6 15.5C5.6 10 10.3 5.6 16 5.6s10.4 4.4 10.4 9.9-4.7 10.2-10.4 10.2z" />
        <path d="M21.6 18.4c-.3-.2-1.8-.9-2.1-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8 8 0 0 1-2.4-1.5 9 9 0 0 1-1.6-2c-.2-.3 0-.5.1-.6l.5-.6.3-.5v-.5l-1-2.3c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4s-1 1-1 2.4 1 2.8 1.2 3 2 3.1 4.9 4.3c2.4 1 2.9.8 3.4.7s1.8-.7 2-1.4.3-1.3.2-1.4-.3-.2-.6-.3z" />
      </svg>
    </a>
  );
}
