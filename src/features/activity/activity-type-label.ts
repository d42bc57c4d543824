/** The provider's activity type in words: `order-execution` reads "Order execution". */
export function activityTypeLabel(type: string): string {
  const words = type.replace(/-/g, ' ').trim();
  return words === '' ? type : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
