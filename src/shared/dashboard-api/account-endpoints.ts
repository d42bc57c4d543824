import { revokedKeyNoticesResponseSchema } from '../api-keys';
import {
  markNotificationsReadSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
} from '../contracts/live-events';
import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';
import {
  chooseOrganizationRequestSchema,
  confirmIdentityRequestSchema,
  providerIdentitySchema,
  servedOrganizationSchema,
} from '../provider-identity';
import {
  credentialsResponseSchema,
  saveCredentialsRequestSchema,
  sessionActivitySchema,
  sessionAnswerSchema,
} from '../session';
import {
  passkeyRegistrationRequestSchema,
  passkeyRegistrationSchema,
  passkeyRegistrationStartedSchema,
  passkeySummarySchema,
  passkeysResponseSchema,
  stepUpChallengeSchema,
  stepUpRequestSchema,
} from '../step-up';

/**
 * The signed-in person's own operations: their session, API key, provider identity, passkeys,
 * notices, notifications and live stream, and the organization the dashboard serves.
 */
export const accountEndpoints = {
  /** Who is signed in; answers (200) even when nobody is. */
  readSession: dashboardRead('/api/session', sessionAnswerSchema),
  /** The person is at work: the idle timeout starts again. */
  reportActivity: dashboardWrite('POST', '/api/session/activity', sessionActivitySchema),
  readCredentials: dashboardRead('/api/credentials', credentialsResponseSchema),
  /** Stores the person's own API key, after one signed read checks it (a passkey once they have one). */
  saveCredentials: dashboardWrite(
    'PUT',
    '/api/credentials',
    credentialsResponseSchema,
    saveCredentialsRequestSchema,
  ),
  removeCredentials: dashboardWrite('DELETE', '/api/credentials', 'json'),
  readIdentity: dashboardRead('/api/identity', providerIdentitySchema),
  confirmIdentity: dashboardWrite(
    'PUT',
    '/api/identity',
    providerIdentitySchema,
    confirmIdentityRequestSchema,
  ),
  forgetIdentity: dashboardWrite('DELETE', '/api/identity', providerIdentitySchema),
  readServedOrganization: dashboardRead('/api/organization', servedOrganizationSchema),
  chooseOrganization: dashboardWrite(
    'PUT',
    '/api/organization',
    servedOrganizationSchema,
    chooseOrganizationRequestSchema,
  ),
  listApiKeyNotices: dashboardRead('/api/api-key-notices', revokedKeyNoticesResponseSchema),
  dismissApiKeyNotice: dashboardWrite('POST', '/api/api-key-notices/{id}/dismiss', 'json'),
  /** A passkey challenge binding the exact action, or that none is needed. */
  requestStepUp: dashboardWrite('POST', '/api/step-up', stepUpChallengeSchema, stepUpRequestSchema),
  listPasskeys: dashboardRead('/api/passkeys', passkeysResponseSchema),
  /** The first half of the registration ceremony: the options for the browser's prompt. */
  startPasskeyRegistration: dashboardWrite(
    'POST',
    '/api/passkeys/registration',
    passkeyRegistrationStartedSchema,
    passkeyRegistrationRequestSchema,
  ),
  /** The second half: the browser's registration response, checked and kept. */
  addPasskey: dashboardWrite(
    'POST',
    '/api/passkeys',
    passkeySummarySchema,
    passkeyRegistrationSchema,
  ),
  removePasskey: dashboardWrite('DELETE', '/api/passkeys/{id}', 'json'),
  listNotifications: dashboardRead('/api/notifications', notificationsResponseSchema),
  markNotificationsRead: dashboardWrite(
    'POST',
    '/api/notifications/read',
    'json',
    markNotificationsReadSchema,
  ),
  setNotificationSettings: dashboardWrite(
    'PUT',
    '/api/notifications/settings',
    'json',
    notificationSettingsSchema,
  ),
  /** Server-Sent Events for this person; a reconnect resumes with Last-Event-ID. */
  streamLiveEvents: dashboardRead('/api/events', 'event-stream'),
};
