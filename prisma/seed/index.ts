// Demo data for a fresh shop (npm start on an empty database, npm run db:seed) and a large
// generated catalogue for benchmarks (npm run db:seed -- --products N).
import { randomBytes } from "node:crypto";
import { paymentNote, returnedNote, shippedNote } from "../../lib/domain/order-text";
import { orderTotals, priceLine, stockPerPack, type Weight } from "../../lib/domain/pricing";
import { roles } from "../../lib/domain/roles";
import { hashPassword } from "../../lib/server/password";
import type { PrismaClient } from "../../lib/server/generated/prisma/client";
import { demoAccounts } from "./demo-accounts";
import { demoCategories, demoProducts, demoSlides, describe, describeUr } from "./catalogue";
import { categoryImage, productImage, slideImage } from "./images";

type Log = (line: string) => void;

type Status = "NotProcessed" | "Processing" | "Shipped" | "Delivered" | "Cancelled";
/** A demo order's story: a status, or a parcel that was shipped and came back (Cancelled). */
type DemoStatus = Status | "Returned";
type Confirmation = "Pending" | "Confirmed" | "NoAnswer" | "WrongNumber" | "CancelledByCustomer";

/** When each step of a demo order happened, in hours after it was placed (never later than now). */
const stepHours = { confirmed: 2, shipped: 26, delivered: 50, returned: 98 };

/**
 * A demo order's history up to its status, as the staff would have made it: the confirmation call
 * (one unanswered first for some), then each status in turn, never later than now. A shipped
 * parcel's step names its courier and number; a returned one's says why it came back.
 */
function demoHistory(
  status: DemoStatus,
  index: number,
  placedAt: Date,
  now: number,
  admin: { id: string; name: string },
  notes: { shipped?: string; returned?: string } = {},
) {
  const hour = 60 * 60 * 1000;
  const at = (hours: number) => new Date(Math.min(now, placedAt.getTime() + hours * hour));
  const by = { actor: "Admin" as const, actorId: admin.id, actorName: admin.name };
  const events: {
    kind: "Status" | "Confirmation";
    status?: Status;
    confirmation?: Confirmation;
    note?: string;
    createdAt: Date;
    actor: "Admin";
    actorId: string;
    actorName: string;
  }[] = [];
  const unanswered = index % 3 === 0;
  if (unanswered) events.push({ kind: "Confirmation", confirmation: "NoAnswer", createdAt: at(0.5), ...by });
  if (status === "NotProcessed")
    return { confirmation: (unanswered ? "NoAnswer" : "Pending") as Confirmation, attempts: events.length, events };
  if (status === "Cancelled") {
    events.push({ kind: "Confirmation", confirmation: "CancelledByCustomer", createdAt: at(2), ...by });
    events.push({ kind: "Status", status: "Cancelled", createdAt: at(2), ...by });
    return { confirmation: "CancelledByCustomer" as Confirmation, attempts: events.length - 1, events };
  }
  events.push({ kind: "Confirmation", confirmation: "Confirmed", createdAt: at(stepHours.confirmed), ...by });
  const steps: { status: Status; hours: number; note?: string }[] = [
    { status: "Processing", hours: stepHours.confirmed },
    { status: "Shipped", hours: stepHours.shipped, note: notes.shipped },
    { status: "Delivered", hours: stepHours.delivered },
  ];
  const last = status === "Returned" ? "Shipped" : status;
  for (const step of steps.slice(0, steps.findIndex((step) => step.status === last) + 1))
    events.push({ kind: "Status", status: step.status, note: step.note, createdAt: at(step.hours), ...by });
  if (status === "Returned")
    events.push({
      kind: "Status",
      status: "Cancelled",
      note: notes.returned,
      createdAt: at(stepHours.returned),
      ...by,
    });
  return { confirmation: "Confirmed" as Confirmation, attempts: unanswered ? 2 : 1, events };
}

/**
 * Who carried each shipped demo order (by its place in the statuses below) and under which number,
 * and which the courier has paid for: Leopards paid two delivered parcels in one payment, TCS still
 * holds the cash of the third, and a PostEx parcel was refused at the door.
 */
const demoParcels: Partial<Record<number, { courierId: string; consignmentNumber: string; paid?: true }>> = {
  3: { courierId: "courier-leopards", consignmentNumber: "LE75031942" },
  4: { courierId: "courier-tcs", consignmentNumber: "77012458391" },
  5: { courierId: "courier-leopards", consignmentNumber: "LE75029317", paid: true },
  8: { courierId: "courier-tcs", consignmentNumber: "77012440276" },
  9: { courierId: "courier-leopards", consignmentNumber: "LE75024508", paid: true },
  11: { courierId: "courier-postex", consignmentNumber: "PX2201846537" },
};
const demoPayment = { courierId: "courier-leopards", reference: "Leopards COD statement 1147", feePerParcel: 180 };
const demoReturnReason = "RefusedAtDoor" as const;

/** A small seeded generator, so a seed run is reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  const [users, products] = await Promise.all([db.user.count(), db.product.count()]);
  return users === 0 && products === 0;
}

const customers = [
  ["Usman Ali", "usman.ali@example.pk"],
  ["Fatima Noor", "fatima.noor@example.pk"],
  ["Bilal Ahmed", "bilal.ahmed@example.pk"],
  ["Sana Malik", "sana.malik@example.pk"],
  ["Hassan Raza", "hassan.raza@example.pk"],
  ["Mehwish Iqbal", "mehwish.iqbal@example.pk"],
] as const;

const addresses = [
  ["House 12, Street 5, G-9/3", "Islamabad"],
  ["Flat 4, Bahria Town Phase 7", "Rawalpindi"],
  ["45-B, Model Town", "Lahore"],
  ["Plot 88, Block 13-D, Gulshan-e-Iqbal", "Karachi"],
  ["House 210, Hayatabad Phase 3", "Peshawar"],
  ["12 Canal Road, Madina Town", "Faisalabad"],
  ["Street 9, Cantt", "Multan"],
  ["House 7, Jinnah Town", "Quetta"],
] as const;

const reviewTexts = [
  [5, "Fresh and well packed. Will order again."],
  [4, "Good quality, delivery took three days to Lahore."],
  [5, "Exactly as described, my family loved them."],
  [3, "Taste is fine but a few pieces were broken."],
  [5, "Best I have bought online so far."],
  [4, "Nice and crunchy, slightly pricey."],
] as const;

export async function seedDemo(db: PrismaClient, options: { uploadDir: string; log?: Log }): Promise<void> {
  const log = options.log ?? (() => undefined);
  const rng = random(1995);

  log("Drawing demo images ...");
  const categoryFiles = new Map<string, string>();
  for (const category of demoCategories)
    categoryFiles.set(category.key, await categoryImage(options.uploadDir, category.name));
  const productFiles = new Map<string, { fullImage: string; thumbnail: string }[]>();
  for (const [index, product] of demoProducts.entries()) {
    const images = [await productImage(options.uploadDir, product.name)];
    if (index % 6 === 0) images.push(await productImage(options.uploadDir, product.name, "pack"));
    productFiles.set(product.name, images);
  }
  const slideFiles: string[] = [];
  for (const slide of demoSlides) slideFiles.push(await slideImage(options.uploadDir, slide.title));
  const passwords = await Promise.all(
    [
      ...demoAccounts.map((account) => account.password),
      ...customers.map(() => randomBytes(12).toString("base64url")),
    ].map(hashPassword),
  );

  await db.$transaction(
    async (tx) => {
      const categoryIds = new Map<string, string>();
      for (const category of demoCategories) {
        const created = await tx.category.create({
          data: {
            name: category.name,
            description: category.description,
            nameUr: category.nameUr,
            descriptionUr: category.descriptionUr,
            status: category.status ?? "Active",
            imageFile: categoryFiles.get(category.key),
          },
        });
        categoryIds.set(category.key, created.id);
      }

      const products: Awaited<ReturnType<typeof tx.product.create>>[] = [];
      for (const product of demoProducts) {
        const category = demoCategories.find((candidate) => candidate.key === product.category)!;
        products.push(
          await tx.product.create({
            data: {
              name: product.name,
              description: describe(product, category.name),
              nameUr: product.nameUr,
              descriptionUr: describeUr(product, category),
              status: product.disabled ? "Disabled" : "Active",
              stock: product.stock,
              price: product.price,
              offer: product.offer ?? 0,
              featuredOrder: product.featured ?? null,
              hasWeightSelection: !product.byPiece,
              categoryId: categoryIds.get(product.category),
              images: { create: productFiles.get(product.name)!.map((image, position) => ({ position, ...image })) },
            },
          }),
        );
      }

      const users = [];
      for (const [index, account] of demoAccounts.entries()) {
        users.push(
          await tx.user.create({
            data: {
              name: account.name,
              email: account.email,
              role: account.role,
              phoneNumber: account.phoneNumber,
              passwordHash: passwords[index]!,
            },
          }),
        );
      }
      for (const [index, [name, email]] of customers.entries()) {
        users.push(
          await tx.user.create({
            data: {
              name,
              email,
              // A mobile of the operators 300-349 (lib/domain/phone.ts), one draw for its code as before.
              phoneNumber: `03${String(rng.int(0, 49)).padStart(2, "0")}${rng.int(1000000, 9999999)}`,
              passwordHash: passwords[demoAccounts.length + index]!,
            },
          }),
        );
      }
      const shoppers = users.filter((user) => user.role === roles.customer);
      const demoCustomer = shoppers.find((user) => user.email === "customer@dryfruit.pk")!;
      const staff = users.find((user) => user.role === roles.admin)!;

      const categoryOf = (key: string) => categoryIds.get(key) ?? null;
      const productByName = (name: string) => products.find((product) => product.name === name)!;
      await tx.sliderImage.createMany({
        data: demoSlides.map((slide, position) => ({
          imageFile: slideFiles[position],
          title: slide.title,
          subtitle: slide.subtitle,
          titleUr: slide.titleUr,
          subtitleUr: slide.subtitleUr,
          categoryId: slide.category ? categoryOf(slide.category) : null,
          productId: slide.product ? productByName(slide.product).id : null,
          position,
        })),
      });

      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      const welcome = await tx.promoCode.create({
        data: {
          code: "WELCOME10",
          discountType: "percentage",
          discountValue: 10,
          expiryDate: new Date(now + 365 * day),
          usageLimit: 100,
        },
      });
      await tx.promoCode.create({
        data: { code: "FLAT500", discountType: "amount", discountValue: 500, expiryDate: new Date(now + 182 * day) },
      });
      await tx.promoCode.create({
        data: {
          code: "EID2025",
          discountType: "percentage",
          discountValue: 15,
          expiryDate: new Date(now - 30 * day),
          usageLimit: 50,
          currentUsage: 50,
        },
      });
      await tx.promoCode.create({
        data: {
          code: "SUMMER15",
          discountType: "percentage",
          discountValue: 15,
          expiryDate: new Date(now + 90 * day),
          isActive: false,
        },
      });

      // Orders over the last ten days, two of them today, every status; the seed takes no stock.
      const sellable = products.filter((product) => product.status === "Active" && Number(product.stock) > 0);
      const statuses = [
        "NotProcessed",
        "NotProcessed",
        "Processing",
        "Shipped",
        "Delivered",
        "Delivered",
        "Cancelled",
        "Processing",
        "Shipped",
        "Delivered",
        "NotProcessed",
        "Returned",
      ] as const satisfies readonly DemoStatus[];
      const couriers = new Map(
        (await tx.courier.findMany({ select: { id: true, name: true } })).map((courier) => [courier.id, courier.name]),
      );
      const paidOrders: { id: string; total: number }[] = [];
      let welcomeUses = 0;
      for (const [index, status] of statuses.entries()) {
        const lines = Array.from({ length: rng.int(1, 3) }, (_, position) => {
          const product = sellable[(index * 7 + position * 11) % sellable.length]!;
          const weight: Weight | null = product.hasWeightSelection ? rng.pick(["250g", "500g", "1kg"] as const) : null;
          const quantity = rng.int(1, 3);
          const stockTaken = stockPerPack(weight) * quantity;
          return { position, product, quantity, stockTaken, ...priceLine(product, weight) };
        });
        const usePromo = index === 3 || index === 8;
        const promo = usePromo
          ? { discountType: welcome.discountType, discountValue: welcome.discountValue.toNumber() }
          : null;
        const { subtotal, deliveryCharge, discount, total } = orderTotals(lines, promo);
        if (usePromo) welcomeUses += 1;
        const [address, city] = addresses[index % addresses.length]!;
        const byCustomer = index % 3 !== 2;
        const buyer = index % 2 === 0 ? demoCustomer : shoppers[index % shoppers.length]!;
        const createdAt = new Date(index < 2 ? now - (index + 1) * 60 * 60 * 1000 : now - (index - 1) * 0.8 * day);
        const parcel = demoParcels[index];
        const courier = parcel && couriers.get(parcel.courierId);
        if (parcel && !courier)
          throw new Error(`The demo orders need the courier ${parcel.courierId} of the migrations`);
        const history = demoHistory(
          status,
          index,
          createdAt,
          now,
          { id: staff.id, name: staff.name },
          {
            shipped:
              courier &&
              parcel &&
              shippedNote({ courier: { name: courier }, consignmentNumber: parcel.consignmentNumber }),
            returned: returnedNote(demoReturnReason),
          },
        );
        const stepAt = (step: string) => history.events.find((event) => event.status === step)?.createdAt;
        const created = await tx.order.create({
          data: {
            confirmation: history.confirmation,
            confirmationAttempts: history.attempts,
            events: {
              create: [
                {
                  kind: "Placed",
                  status: "NotProcessed",
                  actor: "Customer",
                  actorId: byCustomer ? buyer.id : null,
                  actorName: byCustomer ? buyer.name : null,
                  createdAt,
                },
                ...history.events,
              ],
            },
            transactionId: `TXN-${createdAt.getTime()}-${rng.int(100000, 999999)}`,
            userId: byCustomer ? buyer.id : null,
            isGuest: !byCustomer,
            // A returned parcel's order is Cancelled; like every demo order it took no stock, so none comes back.
            status: status === "Returned" ? "Cancelled" : status,
            ...(parcel && {
              courierId: parcel.courierId,
              consignmentNumber: parcel.consignmentNumber,
              shippedAt: stepAt("Shipped"),
              deliveredAt: stepAt("Delivered"),
            }),
            ...(status === "Returned" && { returnedAt: stepAt("Cancelled"), returnReason: demoReturnReason }),
            fullName: byCustomer ? buyer.name : rng.pick(["Imran Shah", "Nadia Butt", "Kamran Akmal", "Rabia Aslam"]),
            email: byCustomer ? buyer.email : null,
            phone: `03${rng.int(0, 4)}${rng.int(0, 9)}-${rng.int(1000000, 9999999)}`,
            address,
            city,
            specialInstructions: index % 4 === 0 ? "Please call before delivery." : null,
            subtotal,
            deliveryCharge,
            promoDiscount: discount,
            total,
            promoCodeId: usePromo ? welcome.id : null,
            promoCode: usePromo ? welcome.code : null,
            createdAt,
            lines: {
              create: lines.map(({ product, price, ...line }) => ({
                ...line,
                productId: product.id,
                productName: product.name,
                productImage: productFiles.get(product.name)![0]!.fullImage,
                unitPrice: price,
              })),
            },
          },
          select: { id: true, total: true },
        });
        if (parcel?.paid) paidOrders.push(created);
      }
      await tx.promoCode.update({ where: { id: welcome.id }, data: { currentUsage: welcomeUses } });

      // The courier's payment of the cash it collected, half a day ago, less its fee per parcel.
      const paidAt = new Date(now - day / 2);
      const payment = await tx.courierPayment.create({
        data: {
          courierId: demoPayment.courierId,
          reference: demoPayment.reference,
          amount: paidOrders.reduce((sum, order) => sum + order.total, 0),
          fees: paidOrders.length * demoPayment.feePerParcel,
          recordedBy: staff.name,
          createdAt: paidAt,
        },
      });
      for (const order of paidOrders) {
        const fee = demoPayment.feePerParcel;
        await tx.order.update({
          where: { id: order.id },
          data: {
            paymentId: payment.id,
            paidAt,
            paidAmount: order.total,
            courierFee: fee,
            events: {
              create: {
                kind: "Payment",
                actor: "Admin",
                actorId: staff.id,
                actorName: staff.name,
                internal: true,
                note: paymentNote({
                  amount: order.total,
                  fee,
                  courier: couriers.get(demoPayment.courierId)!,
                  reference: demoPayment.reference,
                }),
                createdAt: paidAt,
              },
            },
          },
        });
      }

      const reviewed = products.filter((product) => product.status === "Active").slice(0, 10);
      const reviews: { productId: string; userId: string; rating: number; text: string; createdAt: Date }[] = [];
      for (const [index, product] of reviewed.entries()) {
        for (const author of shoppers.slice(index % 3, (index % 3) + (index % 2) + 1)) {
          const [rating, text]: readonly [number, string] = reviewTexts[(index + reviews.length) % reviewTexts.length]!;
          reviews.push({
            productId: product.id,
            userId: author.id,
            rating,
            text,
            createdAt: new Date(now - rng.int(1, 20) * day),
          });
        }
      }
      await tx.review.createMany({ data: reviews });
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

const grades = [
  "Premium",
  "Select",
  "Classic",
  "Organic",
  "Family Pack",
  "Jumbo",
  "Roasted",
  "Raw",
  "Export Grade",
  "Farm Fresh",
];

/** Adds `products` generated products spread over the existing categories, reusing demo images. */
export async function seedLargeCatalogue(
  db: PrismaClient,
  options: { uploadDir: string; products: number; log?: Log },
): Promise<void> {
  const log = options.log ?? (() => undefined);
  const rng = random(options.products);
  const categories = await db.category.findMany({ where: { status: "Active" }, select: { id: true } });
  const images = await Promise.all(demoProducts.map((product) => productImage(options.uploadDir, product.name)));
  const existing = await db.product.count();
  const batchSize = 1000;
  for (let start = 0; start < options.products; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.products - start) }, (_, offset) => {
      const serial = existing + start + offset + 1;
      const base = demoProducts[serial % demoProducts.length]!;
      return {
        id: `bulk${serial.toString(36).padStart(8, "0")}`,
        name: `${grades[serial % grades.length]} ${base.name} No. ${serial}`,
        description: `${base.note} Batch ${serial} of our wider range.`,
        stock: rng.int(0, 40),
        price: Math.max(300, Math.round((base.price * (0.7 + rng.next() * 0.6)) / 10) * 10),
        offer: rng.next() < 0.25 ? rng.pick([5, 10, 15, 20]) : 0,
        hasWeightSelection: !base.byPiece,
        categoryId: categories.length ? categories[serial % categories.length]!.id : null,
      };
    });
    await db.$transaction([
      db.product.createMany({ data: batch }),
      db.productImage.createMany({
        data: batch.map((product, index) => ({
          productId: product.id,
          position: 0,
          ...images[(start + index) % images.length]!,
        })),
      }),
    ]);
    log(`  ${Math.min(start + batchSize, options.products)} / ${options.products} products`);
  }
}
