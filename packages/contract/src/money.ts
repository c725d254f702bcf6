/** 1234 fen -> "12.34", -755 -> "-7.55": amounts in yuan as pages and notices show them. */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
