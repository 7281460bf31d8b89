import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { formatOrderNumber, type Order } from "@/lib/domain/orders";
import { phoneDigits } from "@/lib/domain/phone";
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

/** Without its query and fragment: an order's page carries its secret key there. */
export function pageUrlOnly(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const page = new URL(url);
  page.search = "";
  page.hash = "";
  page.username = "";
  page.password = "";
  return page.href;
}

type Client = { ip: string | null; userAgent: string | null };

async function forward(event: MetaEventInput, eventTime: Date, client: Client): Promise<string | null> {
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

async function store(event: MetaEventInput, client: Client) {
  return db.analyticsEvent.create({
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
}

async function forwardStored(event: MetaEventInput, stored: { id: bigint; createdAt: Date }, client: Client) {
  const failure = await forward(event, stored.createdAt, client);
  await db.analyticsEvent.update({
    where: { id: stored.id },
    data: failure ? { forwardError: failure } : { forwardedAt: new Date() },
  });
  return failure === null;
}

export async function recordMetaEvent(event: MetaEventInput, client: Client): Promise<{ forwarded: boolean }> {
  const kept = { ...event, event_source_url: pageUrlOnly(event.event_source_url) };
  return { forwarded: await forwardStored(kept, await store(kept, client), client) };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The Purchase event, made by the server from the order it priced (never from a value a browser
 * sends). Stored before the order's answer goes out; forwarded to Meta in the background. Tracking
 * never fails an order: an event that cannot be stored is dropped.
 */
export async function recordPurchase(
  order: Order,
  client: Client & { fbp?: string; fbc?: string; sourceUrl?: string },
): Promise<void> {
  const contents = order.lines.flatMap((line) =>
    line.product ? [{ id: line.product.id, quantity: line.quantity, item_price: line.unitPrice }] : [],
  );
  const event: MetaEventInput = {
    event_name: "Purchase",
    event_id: `purchase-${order.id}`,
    event_source_url: pageUrlOnly(client.sourceUrl),
    action_source: "website",
    user_data: {
      ...(order.email ? { em: [sha256(order.email.trim().toLowerCase())] } : {}),
      ph: [sha256(phoneDigits(order.phone))],
    },
    custom_data: {
      currency: "PKR",
      value: order.total,
      content_type: "product",
      contents,
      content_ids: [...new Set(contents.map((line) => line.id))],
      num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      order_id: formatOrderNumber(order.number),
    },
    fbp: client.fbp,
    fbc: client.fbc,
  };
  const stored = await store(event, client).catch(() => null);
  if (stored) void forwardStored(event, stored, client).catch(() => undefined);
}
