import { useTranslations } from "next-intl";
import { ChatIcon } from "@/components/ui/icons";
import { shopChatLink } from "@/lib/domain/contact";

export function ChatButton() {
  const t = useTranslations("footer");
  const say = useTranslations("menu");
  return (
    <a
      href={shopChatLink(say("chatGreeting"))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("chatButton")}
      className="fixed end-5 bottom-5 z-20 rounded-full bg-green-600 p-3.5 text-white shadow-lg hover:bg-green-700"
    >
      <ChatIcon />
    </a>
  );
}
