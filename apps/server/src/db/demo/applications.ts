/** Real-name supplement orders reached by a scanned link (/realNameLink?id=…). */
const realNameOrders = [
  { id: 'RN202611220001', phone: '17012340004' },
  { id: 'RN202611220002', phone: '17012340008' },
  { id: 'RN202611220003', phone: '17012340002' },
];

export function buildApplicationsDemo() {
  return { realNameOrders };
}
