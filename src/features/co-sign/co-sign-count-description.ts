/**
 * Id of the approval count's description; the navigation link points `aria-describedby` at it.
 * A module of its own so the navigation can name it without loading the badge.
 */
export const CO_SIGN_COUNT_DESCRIPTION_ID = 'co-sign-queue-count';
