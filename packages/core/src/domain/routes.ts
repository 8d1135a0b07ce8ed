/** Where a finished checkout goes (flows §2, §4): booking-confirmed, or order-confirmed for online joining. */
export function confirmationPath(input: {
  completeOrderId: number | string;
  onlineJoining?: boolean;
  kiosk?: boolean;
}): string {
  const id = encodeURIComponent(String(input.completeOrderId));
  if (!input.onlineJoining) return `/booking-confirmed/${id}`;
  // In kiosk mode the online-joining confirmation keeps the kiosk flag (flows §2).
  return `/order-confirmed/${id}${input.kiosk ? '?kiosk=true' : ''}`;
}
