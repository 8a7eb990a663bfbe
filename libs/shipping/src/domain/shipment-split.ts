/** A line as the split sees it. */
export interface ShippableLine {
  lineId: string;
  needsDelivery: boolean;
  /** 'YYYY-MM-DD' when it can ship (release), null when it is in stock now. */
  expectedShipmentDate: string | null;
}

export interface PlannedShipment {
  /** Stable key of the shipment in the cart: the date it ships, 'now', or 'all' when bundled. */
  key: string;
  expectedShipmentDate: string;
  lineIds: string[];
}

/**
 * Splits the lines to deliver into shipments by the date they can leave (books in production at
 * release, rewards at the campaign's release). With `bundle` true, everything waits for the last
 * date and leaves in one parcel.
 */
export function planShipments(lines: ShippableLine[], today: string, bundle: boolean | null): PlannedShipment[] {
  const byDate = new Map<string, string[]>();
  for (const line of lines.filter((l) => l.needsDelivery)) {
    const date = line.expectedShipmentDate && line.expectedShipmentDate > today ? line.expectedShipmentDate : today;
    byDate.set(date, [...(byDate.get(date) ?? []), line.lineId]);
  }
  const dates = [...byDate.keys()].sort();
  if (dates.length === 0) return [];
  if (bundle === true && dates.length > 1) {
    return [{ key: 'all', expectedShipmentDate: dates[dates.length - 1], lineIds: dates.flatMap((d) => byDate.get(d)!) }];
  }
  return dates.map((d) => ({ key: d === today ? 'now' : d, expectedShipmentDate: d, lineIds: byDate.get(d)! }));
}

/** Several shipping dates ask the shopper whether to bundle (spec: bundle must be chosen). */
export function needsBundleChoice(lines: ShippableLine[], today: string): boolean {
  return planShipments(lines, today, false).length > 1;
}
