import { z } from "zod";

export const trackedEvents = ["PageView", "ViewContent", "AddToCart", "InitiateCheckout", "Purchase"] as const;

const shortText = z.string().max(500);
const jsonObject = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 10_000, "The event data is too large");

/** The legacy meta-event payload. A datasetId or accessToken sent by the browser is read and ignored. */
export const metaEventSchema = z.object({
  datasetId: z.unknown().optional(),
  accessToken: z.unknown().optional(),
  event_name: z.enum(trackedEvents, { error: "Unknown event name" }),
  event_source_url: z.string().max(2000).url("event_source_url must be a URL").optional(),
  action_source: z.enum(["website", "app", "phone_call", "chat", "email", "other"]).default("website"),
  user_data: jsonObject.optional(),
  custom_data: jsonObject.optional(),
  event_id: shortText.optional(),
  fbp: shortText.optional(),
  fbc: shortText.optional(),
});
export type MetaEventInput = z.output<typeof metaEventSchema>;
