import "server-only";
import { z } from "zod";
import type { MetaEventInput } from "@/lib/domain/validation/analytics";
import { db } from "./db";
import type { Prisma } from "./generated/prisma/client";

// Meta's Conversions API, reached only with the server's own dataset id and token.
const metaConfigSchema = z.object({
  META_DATASET_ID: z.string().min(1).optional(),
  META_ACCESS_TOKEN: z.string().min(1).optional(),
  META_GRAPH_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
});

function metaConfig() {
  const config = metaConfigSchema.parse(process.env);
  return config.META_DATASET_ID && config.META_ACCESS_TOKEN
    ? { datasetId: config.META_DATASET_ID, token: config.META_ACCESS_TOKEN, url: config.META_GRAPH_URL }
    : null;
}

const forwardTimeoutMs = 3000;

async function forward(
  event: MetaEventInput,
  eventTime: Date,
  client: { ip: string | null; userAgent: string | null },
): Promise<string | null> {
  const config = metaConfig();
  if (!config) return "not configured";
  const body = {
    data: [
      {
        event_name: event.event_name,
        event_time: Math.floor(eventTime.getTime() / 1000),
        event_id: event.event_id,
        event_source_url: event.event_source_url,
        action_source: event.action_source,
        user_data: {
          ...event.user_data,
          client_ip_address: client.ip ?? undefined,
          client_user_agent: client.userAgent ?? undefined,
          fbp: event.fbp,
          fbc: event.fbc,
        },
        custom_data: event.custom_data,
      },
    ],
  };
  try {
    const response = await fetch(
      `${config.url}/${encodeURIComponent(config.datasetId)}/events?access_token=${encodeURIComponent(config.token)}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      },
    );
    return response.ok ? null : `Meta answered ${response.status}`;
  } catch (error) {
    return `Meta unreachable: ${(error as Error).name}`;
  }
}

/** Stores a conversion event and forwards it to Meta when the server is configured to. */
export async function recordMetaEvent(
  event: MetaEventInput,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ forwarded: boolean }> {
  const stored = await db.analyticsEvent.create({
    data: {
      eventName: event.event_name,
      eventId: event.event_id,
      eventSourceUrl: event.event_source_url,
      actionSource: event.action_source,
      userData: event.user_data as Prisma.InputJsonValue | undefined,
      customData: event.custom_data as Prisma.InputJsonValue | undefined,
      fbp: event.fbp,
      fbc: event.fbc,
      clientIp: client.ip,
      userAgent: client.userAgent?.slice(0, 500),
    },
    select: { id: true, createdAt: true },
  });
  const failure = await forward(event, stored.createdAt, client);
  await db.analyticsEvent.update({
    where: { id: stored.id },
    data: failure ? { forwardError: failure } : { forwardedAt: new Date() },
  });
  return { forwarded: failure === null };
}
