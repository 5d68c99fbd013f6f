// Four positional parameters: max-params (issue 41) fails the lint.
export function markRefund(db: unknown, orderId: number, status: string, at: Date) {
  return { db, orderId, status, at };
}
