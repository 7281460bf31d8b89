"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CloseButton, Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { deletePromo, savePromo } from "@/lib/client/admin-api";
import { formatDate, formatTime, shopDateTimeInput } from "@/lib/domain/dates";
import { describePromo, promoStatus, type Promo } from "@/lib/domain/promo";
import { promoFormSchema, type PromoFormInput, type PromoForm as PromoFormOutput } from "@/lib/domain/validation/promo";
import { useAdminAction } from "./use-admin-action";
import { BannerView, useBanner } from "./use-banner";

const bannerMs = 3000;

/** A cell: a line of the card on a phone, a table cell from md up. */
const cell = "md:px-3 md:py-2";

const statusColours = {
  Active: "bg-green-100 text-green-900",
  Expired: "bg-amber-100 text-amber-900",
  Disabled: "bg-stone-200 text-stone-700",
} as const;

function PromoForm({ promo, onDone }: { promo: Promo | null; onDone: (message: string) => void }) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(bannerMs);
  const form = useForm<PromoFormInput, unknown, PromoFormOutput>({
    resolver: zodResolver(promoFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: promo
      ? {
          code: promo.code,
          discountType: promo.discountType,
          discountValue: String(promo.discountValue),
          expiryDate: shopDateTimeInput(promo.expiryDate),
          isActive: promo.isActive,
          usageLimit: promo.usageLimit ? String(promo.usageLimit) : "",
        }
      : { code: "", discountType: "percentage", discountValue: "", expiryDate: "", isActive: true, usageLimit: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const discountType = useWatch({ control: form.control, name: "discountType" });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, expiryDate: values.expiryDate.toISOString() };
    const message = await act({
      call: () => savePromo(promo?.id ?? null, body),
      failure: promo ? "Failed to update promo code" : "Failed to create promo code",
      // The list shows the server's message in its banner once the form has closed.
      success: () => null,
      report: (_kind, message) => showBanner("error", message),
    });
    if (message) onDone(message);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{promo ? "Edit Promo Code" : "Create New Promo Code"}</h2>
      <BannerView banner={banner} />
      <TextField
        id="promo-code-field"
        label="Code"
        className="uppercase"
        error={errors.code?.message}
        {...form.register("code")}
      />
      <SelectField id="promo-type" label="Discount type" {...form.register("discountType")}>
        <option value="percentage">Percentage (%)</option>
        <option value="amount">Fixed Amount (Rs.)</option>
      </SelectField>
      <TextField
        id="promo-value"
        label="Discount value"
        type="number"
        step={discountType === "percentage" ? 1 : 0.01}
        min={0}
        error={errors.discountValue?.message}
        {...form.register("discountValue")}
      />
      <TextField
        id="promo-expiry"
        label="Expiry date (Pakistan time)"
        type="datetime-local"
        error={errors.expiryDate?.message}
        {...form.register("expiryDate")}
      />
      <TextField
        id="promo-limit"
        label="Usage limit (empty for unlimited)"
        type="number"
        min={1}
        error={errors.usageLimit?.message}
        {...form.register("usageLimit")}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("isActive")} />
        Active
      </label>
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {promo
          ? isSubmitting
            ? "Updating..."
            : "Update Promo Code"
          : isSubmitting
            ? "Creating..."
            : "Create Promo Code"}
      </button>
    </form>
  );
}

export function PromosClient({ promos }: { promos: Promo[] }) {
  const act = useAdminAction();
  const [banner, showBanner] = useBanner(bannerMs);
  const [editing, setEditing] = useState<Promo | "new" | null>(null);

  const remove = async (promo: Promo) => {
    const message = await act({
      confirm: "Are you sure you want to delete this promo code?",
      call: () => deletePromo(promo.id),
      failure: "Failed to delete promo code",
      success: () => null,
    });
    if (message) showBanner("success", message);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Promo Code Management</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          Create New Promo Code
        </button>
      </div>
      <BannerView banner={banner} />
      <section aria-labelledby="all-promos" className="rounded-lg border border-stone-200 bg-white">
        <h2 id="all-promos" className="px-4 py-3 font-semibold">
          All Promo Codes
        </h2>
        {promos.length === 0 ? (
          <p className="px-4 pb-6 text-stone-600">No promo codes found. Create your first promo code to get started!</p>
        ) : (
          <div className="md:overflow-x-auto">
            <table className="w-full text-left text-sm md:min-w-[48rem]">
              <thead className="hidden bg-stone-50 text-xs text-stone-600 uppercase md:table-header-group">
                <tr>
                  {["Code", "Discount", "Expiry Date", "Usage", "Status", "Created", "Actions"].map((column) => (
                    <th key={column} className="px-3 py-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {promos.map((promo) => {
                  const status = promoStatus(promo);
                  return (
                    <tr
                      key={promo.id}
                      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-200 px-4 py-3 md:table-row md:p-0"
                    >
                      <td className={`font-mono font-semibold ${cell}`}>{promo.code}</td>
                      <td className={`col-start-1 ${cell}`}>{describePromo(promo)}</td>
                      <td className={`col-start-1 whitespace-nowrap ${cell}`}>
                        <span className="text-stone-600 md:hidden">Expires </span>
                        {formatDate(promo.expiryDate)} {formatTime(promo.expiryDate)}
                      </td>
                      <td className={`col-start-1 ${cell}`}>
                        <span className="text-stone-600 md:hidden">Used </span>
                        {promo.currentUsage} / {promo.usageLimit ?? "∞"}
                      </td>
                      <td className={`col-start-2 row-start-1 justify-self-end ${cell}`}>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusColours[status]}`}>
                          {status}
                        </span>
                      </td>
                      <td className={`col-start-1 whitespace-nowrap ${cell}`}>
                        <span className="text-stone-600 md:hidden">Created </span>
                        {formatDate(promo.createdAt)}
                      </td>
                      <td className={`col-span-2 ${cell}`}>
                        <div className="flex gap-4">
                          <button
                            type="button"
                            className="text-brand underline"
                            onClick={() => setEditing(promo)}
                            aria-label={`Edit ${promo.code}`}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className="text-red-700 underline"
                            onClick={() => void remove(promo)}
                            aria-label={`Delete ${promo.code}`}
                          >
                            Delete
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        label={editing === "new" ? "Create New Promo Code" : "Edit Promo Code"}
      >
        <CloseButton onClick={() => setEditing(null)} />
        {editing && (
          <PromoForm
            promo={editing === "new" ? null : editing}
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
