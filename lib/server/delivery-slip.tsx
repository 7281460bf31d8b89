import "server-only";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { formatOrderNumber, orderLineView, orderStatusLabel } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { shop } from "@/lib/domain/shop";
import type { Order } from "@/lib/domain/orders";

// One A5 page for the rider: who, where, what, and the cash to collect in large type.
const styles = StyleSheet.create({
  page: { padding: 24, fontSize: 9, fontFamily: "Helvetica", color: "#1c1917" },
  header: { borderBottomWidth: 1, borderBottomColor: "#7c2d12", paddingBottom: 6, marginBottom: 8 },
  shopName: { fontSize: 15, fontFamily: "Helvetica-Bold", color: "#7c2d12" },
  row: { flexDirection: "row", justifyContent: "space-between" },
  label: { color: "#57534e" },
  section: { marginBottom: 8 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 10, marginBottom: 3 },
  lineRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#d6d3d1", paddingVertical: 2 },
  name: { flex: 3 },
  cell: { flex: 1, textAlign: "right" },
  totals: { marginTop: 6, alignSelf: "flex-end", width: "55%" },
  collect: { marginTop: 10, padding: 8, borderWidth: 2, borderColor: "#7c2d12", alignItems: "center" },
  collectText: { fontSize: 20, fontFamily: "Helvetica-Bold" },
});

function SlipRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

function Slip({ order }: { order: Order }) {
  const customer = order.user?.name ?? order.fullName;
  return (
    <Document title={`Delivery slip ${formatOrderNumber(order.number)}`} author={shop.name}>
      <Page size="A5" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.shopName}>{shop.name}</Text>
          <Text>{shop.address}</Text>
          <Text>
            {shop.phone} · {shop.email}
          </Text>
        </View>
        <View style={styles.section}>
          <SlipRow label="Order" value={formatOrderNumber(order.number)} />
          <SlipRow label="Transaction id" value={order.transactionId} />
          <SlipRow label="Date" value={`${formatDate(order.createdAt)} ${formatTime(order.createdAt)}`} />
          <SlipRow label="Status" value={orderStatusLabel[order.status]} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Deliver to</Text>
          <Text>{customer}</Text>
          <Text>Phone: {order.phone}</Text>
          <Text>{order.address}</Text>
          <Text>{order.city}</Text>
          {order.specialInstructions ? <Text>Note: {order.specialInstructions}</Text> : null}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Items</Text>
          <View style={[styles.lineRow, { borderBottomWidth: 1 }]}>
            <Text style={styles.name}>Product</Text>
            <Text style={styles.cell}>Size</Text>
            <Text style={styles.cell}>Qty</Text>
            <Text style={styles.cell}>Price</Text>
            <Text style={styles.cell}>Total</Text>
          </View>
          {order.lines.map(orderLineView).map((line, index) => (
            <View key={index} style={styles.lineRow}>
              <Text style={styles.name}>{line.name}</Text>
              <Text style={styles.cell}>{line.weight ?? "-"}</Text>
              <Text style={styles.cell}>{line.quantity}</Text>
              <Text style={styles.cell}>{formatRupees(line.unitPrice)}</Text>
              <Text style={styles.cell}>{formatRupees(line.total)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.totals}>
          <SlipRow label="Subtotal" value={formatRupees(order.subtotal)} />
          <SlipRow label="Delivery" value={formatRupees(order.deliveryCharge)} />
          <SlipRow
            label={`Discount${order.promoCode ? ` (${order.promoCode})` : ""}`}
            value={`- ${formatRupees(order.promoDiscount)}`}
          />
        </View>
        <View style={styles.collect}>
          <Text>Cash to collect</Text>
          <Text style={styles.collectText}>{formatRupees(order.total)}</Text>
        </View>
      </Page>
    </Document>
  );
}

export function renderDeliverySlip(order: Order): Promise<Buffer> {
  return renderToBuffer(<Slip order={order} />);
}
