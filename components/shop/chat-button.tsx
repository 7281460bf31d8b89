import { ChatIcon } from "@/components/ui/icons";
import { chatLink } from "@/lib/domain/contact";

export function ChatButton() {
  return (
    <a
      href={chatLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-5 bottom-5 z-20 rounded-full bg-green-600 p-3.5 text-white shadow-lg hover:bg-green-700"
    >
      <ChatIcon />
    </a>
  );
}
