"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import clsx from "clsx";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CloseButton, Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { deleteCourier, saveCourier, setCourierActive } from "@/lib/client/admin-api";
import { consignmentPlaceholder, trackingLink, type CourierListing } from "@/lib/domain/parcels";
import {
  courierSchema,
  type CourierForm as CourierFormOutput,
  type CourierFormInput,
} from "@/lib/domain/validation/parcels";
import { useAdminAction } from "./use-admin-action";
import { BannerView, useBanner } from "./use-banner";

const bannerMs = 3000;
const exampleNumber = "77012345678";

/** A cell: a line of the card on a phone, a table cell from md up. */
const cell = "md:px-3 md:py-2 md:align-top";

function CourierForm({ courier, onDone }: { courier: CourierListing | null; onDone: (message: string) => void }) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(bannerMs);
  const form = useForm<CourierFormInput, unknown, CourierFormOutput>({
    resolver: zodResolver(courierSchema),
    defaultValues: { name: courier?.name ?? "", trackingUrl: courier?.trackingUrl ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: "trackingUrl" });
  const example = courierSchema.shape.trackingUrl.safeParse(typed);
  const preview = example.success ? trackingLink(example.data, exampleNumber) : null;

  const submit = form.handleSubmit(async ({ name, trackingUrl }) => {
    // An edit leaves the courier active or retired as it is.
    const fields = { name, trackingUrl: trackingUrl ?? "", ...(courier ? {} : { active: true }) };
    const message = await act({
      call: () => saveCourier(courier?.id ?? null, fields),
      failure: courier ? "Failed to update the courier" : "Failed to add the courier",
      success: () => null,
      report: (_kind, text) => showBanner("error", text),
    });
    if (message) onDone(message);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{courier ? `Edit ${courier.name}` : "Add a courier"}</h2>
      <BannerView banner={banner} />
      <TextField id="courier-name" label="Name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        id="courier-tracking"
        label="Tracking page address"
        type="url"
        inputMode="url"
        placeholder={`https://www.example.pk/track/${consignmentPlaceholder}`}
        hint={
          preview
            ? `A parcel ${exampleNumber} links to ${preview}`
            : `Its address for one parcel, with ${consignmentPlaceholder} where the consignment number goes; empty when the courier has no tracking page.`
        }
        error={errors.trackingUrl?.message}
        className="[&_p]:break-all"
        {...form.register("trackingUrl")}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : courier ? "Save Courier" : "Add Courier"}
      </button>
    </form>
  );
}

/** The courier list the owner keeps: the couriers offered when an order is shipped, and their tracking pages. */
export function CouriersClient({ couriers }: { couriers: CourierListing[] }) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(bannerMs);
  const [editing, setEditing] = useState<CourierListing | "new" | null>(null);

  const report = (kind: "success" | "error", text: string) => showBanner(kind, text);
  const setActive = (courier: CourierListing, active: boolean) =>
    act({
      call: () => setCourierActive(courier.id, active),
      failure: "Failed to change the courier",
      report,
    });
  const remove = (courier: CourierListing) =>
    act({
      confirm: `Delete ${courier.name} from the list?`,
      call: () => deleteCourier(courier.id),
      failure: "Failed to delete the courier",
      report,
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Couriers</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          Add Courier
        </button>
      </div>
      <p className="max-w-3xl text-sm text-stone-700">
        The couriers offered when an order is marked Shipped. The shopper&apos;s order page, My Orders and the &ldquo;on
        its way&rdquo; e-mail link to the courier&apos;s tracking page for the parcel. A courier that has carried
        parcels is retired rather than deleted: it is no longer offered, and its parcels keep their links.
      </p>
      <BannerView banner={banner} />
      <section aria-labelledby="all-couriers" className="rounded-lg border border-stone-200 bg-white">
        <h2 id="all-couriers" className="px-4 py-3 font-semibold">
          All Couriers
        </h2>
        {couriers.length === 0 ? (
          <p className="px-4 pb-6 text-stone-600">No couriers yet. Add the couriers you hand parcels to.</p>
        ) : (
          <div className="md:overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-stone-50 text-xs text-stone-600 uppercase md:table-header-group">
                <tr>
                  {["Courier", "Tracking page", "Parcels", "Status", "Actions"].map((column) => (
                    <th key={column} className="px-3 py-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {couriers.map((courier) => (
                  <tr
                    key={courier.id}
                    aria-label={courier.name}
                    className={clsx(
                      "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-t border-stone-200 px-4 py-3 md:table-row md:p-0",
                      !courier.active && "text-stone-500",
                    )}
                  >
                    <td className={`font-semibold md:whitespace-nowrap ${cell}`}>{courier.name}</td>
                    <td className={`col-span-2 font-mono text-xs break-all md:max-w-md ${cell}`}>
                      {courier.trackingUrl ?? <span className="font-sans text-stone-600">No tracking page</span>}
                    </td>
                    <td className={`col-span-2 whitespace-nowrap ${cell}`}>
                      <span className="text-stone-600 md:hidden">Parcels carried </span>
                      {courier.parcels}
                    </td>
                    <td className={`col-start-2 row-start-1 justify-self-end ${cell}`}>
                      <span
                        className={clsx(
                          "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
                          courier.active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-700",
                        )}
                      >
                        {courier.active ? "Active" : "Retired"}
                      </span>
                    </td>
                    <td className={`col-span-2 ${cell}`}>
                      <div className="flex flex-wrap items-center gap-x-4">
                        <button
                          type="button"
                          className="min-h-11 text-brand underline md:min-h-0"
                          onClick={() => setEditing(courier)}
                          aria-label={`Edit ${courier.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="min-h-11 text-brand underline md:min-h-0"
                          onClick={() => void setActive(courier, !courier.active)}
                          aria-label={`${courier.active ? "Retire" : "Reactivate"} ${courier.name}`}
                        >
                          {courier.active ? "Retire" : "Reactivate"}
                        </button>
                        {courier.parcels === 0 ? (
                          <button
                            type="button"
                            className="min-h-11 text-red-700 underline md:min-h-0"
                            onClick={() => void remove(courier)}
                            aria-label={`Delete ${courier.name}`}
                          >
                            Delete
                          </button>
                        ) : (
                          <span className="text-xs text-stone-600">
                            {courier.active
                              ? "Retire it rather than delete: it has carried parcels"
                              : "Kept for the parcels it carried"}
                          </span>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        label={editing === "new" ? "Add a courier" : "Edit courier"}
      >
        <CloseButton onClick={() => setEditing(null)} />
        {editing && (
          <CourierForm
            key={editing === "new" ? "new" : editing.id}
            courier={editing === "new" ? null : editing}
            onDone={(message) => {
              setEditing(null);
              showBanner("success", message);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
