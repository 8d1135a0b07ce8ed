import type { AccountScreenProps } from '../accountScreen.ts';
import { OrderList } from './payments/OrderList.tsx';
import { Receipt } from './payments/Receipt.tsx';

/**
 * The account area's Payments screen (ROUTE-027): the paged order history, and at `/payments/{orderId}`
 * (the sub-path) a printable receipt of one order.
 */
export default function Payments({ subPath, navigate }: AccountScreenProps) {
  return subPath ? <Receipt orderId={subPath} navigate={navigate} /> : <OrderList navigate={navigate} />;
}
