import nodemailer from 'nodemailer';
import type { NotificationSummary } from './notifications-repository';
import type { AwaitedStep } from './who-may-act';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** Mail through the organisation's SMTP server (SMTP_URL, e.g. smtps://user:pw@mail:465). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The email that tells an approver an order waits for them: what, how much, where to, and the
 * approval code to compare, with a link to the review. It never carries a way to approve:
 * approving takes signing in.
 */
export function approvalEmail(
  person: { name: string },
  summary: NotificationSummary,
  kind: AwaitedStep,
  publicUrl: string,
): { subject: string; text: string } {
  const what = kind === 'co-sign' ? 'your approval' : 'the master password';
  const link = `${publicUrl}/co-sign/${encodeURIComponent(summary.orderId)}`;
  return {
    subject: `Waiting for ${what}: ${summary.amount} ${summary.baseCurrency} (code ${summary.approvalCode})`,
    text: [
      `Hello ${person.name},`,
      '',
      `An order waits for ${what} in Custody Ops.`,
      '',
      `Amount: ${summary.amount} ${summary.baseCurrency}`,
      `From portfolio: ${summary.portfolioId}`,
      `To: ${summary.destination}`,
      `Approval code: ${summary.approvalCode}`,
      '',
      'Compare the approval code with the one the person who placed the order gives you, then',
      `review the order in the dashboard: ${link}`,
      '',
      'This email cannot approve anything. If you did not expect it, tell your security team.',
    ].join('\n'),
  };
}
