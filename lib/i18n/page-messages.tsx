import { getLocale } from "next-intl/server";
import { clientMessages, type ClientPart } from "./client-messages";
import { MoreMessages } from "./more-messages";

/** `children` with the message parts only this page's client components use (a form's checks, say). */
export async function PageMessages({ parts, children }: { parts: readonly ClientPart[]; children: React.ReactNode }) {
  return <MoreMessages messages={clientMessages(await getLocale(), parts)}>{children}</MoreMessages>;
}
