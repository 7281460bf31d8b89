import { alertAdvice, alertTitles, type Alert } from "@/lib/domain/alerts";

/** What the shop's watch sees wrong now (lib/server/alerts.ts), above everything else on the dashboard. */
export function AlertBanner({ alerts }: { alerts: Alert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="alerts-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h2 id="alerts-heading" className="font-semibold text-red-900">
        {alerts.length === 1 ? "Something needs your attention" : `${alerts.length} things need your attention`}
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-red-950">
        {alerts.map((alert) => (
          <li key={alert.kind}>
            <span className="font-semibold">{alertTitles[alert.kind]}.</span> {alert.detail} {alertAdvice[alert.kind]}
          </li>
        ))}
      </ul>
    </section>
  );
}
