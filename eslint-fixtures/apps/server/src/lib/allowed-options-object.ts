// Past three parameters, the rest are one named options object (issue 41).
interface RefundMark {
  orderId: number;
  status: string;
  at: Date;
}

export function markRefund(db: unknown, { orderId, status, at }: RefundMark) {
  return { db, orderId, status, at };
}
