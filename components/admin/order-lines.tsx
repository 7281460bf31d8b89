import { PlainImage } from "@/components/ui/plain-image";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees } from "@/lib/domain/pricing";
import { orderLineView, type OrderLine } from "@/lib/domain/orders";

/** An order's lines as they were sold: image, name, size, quantity and 'unit price x quantity'. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {lines.map(orderLineView).map((line, index) => (
        <li key={index} className="flex items-center gap-2">
          <PlainImage
            src={productImageUrl(line.image, { thumbnail: true })}
            alt=""
            width={36}
            height={36}
            className="h-9 w-9 rounded object-cover"
          />
          <span className="text-xs">
            <span className="block font-medium">{line.name}</span>
            {line.weight ? `${line.weight} · ` : ""}
            <span className="whitespace-nowrap">
              {formatRupees(line.unitPrice)} x {line.quantity}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
