import { isUnreadable, readableText, type Readable } from '../../shared/contracts/readable';
/** The provider's activity type in words: `order-execution` reads "Order execution". */
export function activityTypeLabel(type: Readable<string>): string {
  if (isUnreadable(type)) return readableText(type, 'Activity type');
  const words = type.replace(/-/g, ' ').trim();
  return words === '' ? type : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
